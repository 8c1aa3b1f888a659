# types.CPointer(T) in a @cfunc signature object: the callback gets a pointer that carray views
# as an array of n items; the type prints as Numba's float64*.
import ctypes
import numpy as np
from numba import cfunc, types, carray

ptr_t = types.CPointer(types.float64)
print(ptr_t, type(ptr_t).__name__, ptr_t.dtype)
sig = types.void(ptr_t, types.intc)
print(sig)

@cfunc(sig)
def scale(ptr, n):
    a = carray(ptr, n)
    for i in range(n):
        a[i] = a[i] * 3 + 1

buf = np.arange(5.0)
scale.ctypes(buf.ctypes.data_as(ctypes.POINTER(ctypes.c_double)), 5)
print(buf)

@cfunc(types.int32(types.CPointer(types.int32), types.CPointer(types.int32)))
def total(p, q):
    return p[0] + q[0]

a, b = ctypes.c_int32(40), ctypes.c_int32(2)
print(total.ctypes(ctypes.byref(a), ctypes.byref(b)))
# expect: float64* CPointer float64
# expect: (float64*, int32) -> none
# expect: [ 1.  4.  7. 10. 13.]
# expect: 42
