# np.ctypeslib.as_array: NumPy arrays sharing the memory of ctypes arrays and pointers.
import ctypes as ct
import numpy as np

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.fill_squares.argtypes = [ct.POINTER(ct.c_double), ct.c_int]
buf = (ct.c_double * 5)()
lib.fill_squares(buf, 5)
x = np.ctypeslib.as_array(buf)
print(x, x.dtype, x.flags.owndata)
x[0] = -1
print(buf[0], x.sum())
grid = ((ct.c_int * 3) * 2)()
g = np.ctypeslib.as_array(grid)
g[1, 2] = 5
print(g.shape, g.dtype, grid[1][2])
p = ct.cast(buf, ct.POINTER(ct.c_double))
print(np.ctypeslib.as_array(p, shape=(2, 2)))
print(np.ctypeslib.as_array([1, 2]))
print([str(np.ctypeslib.as_array((t * 1)()).dtype) for t in (ct.c_ubyte, ct.c_short, ct.c_uint, ct.c_long, ct.c_float, ct.c_bool)])
np.ctypeslib.as_array(p)
# expect: [ 0.  1.  4.  9. 16.] float64 False
# expect: -1.0 29.0
# expect: (2, 3) int32 5
# expect: [[-1.  1.]
# expect:  [ 4.  9.]]
# expect: [1 2]
# expect: ['uint8', 'int16', 'uint32', 'int64', 'float32', 'bool']
# expect runtime error: TypeError: as_array() requires a shape argument when called on a pointer
