# arr.ctypes.data_as(POINTER(c_double)) passes a NumPy array to C and shares its memory.
import ctypes
import numpy as np

lib = ctypes.CDLL("../../../build/test/libweftffi.so")
lib.sum_doubles.restype = ctypes.c_double
lib.sum_doubles.argtypes = [ctypes.POINTER(ctypes.c_double), ctypes.c_size_t]
a = np.arange(5, dtype=np.float64)
p = a.ctypes.data_as(ctypes.POINTER(ctypes.c_double))
print(lib.sum_doubles(p, a.size), p[2])
p[0] = 10
print(a, a.ctypes.data == a.ctypes.data_as(ctypes.c_void_p).value)
# expect: 10.0 2.0
# expect: [10.  1.  2.  3.  4.] True
