# numba.carray / numba.farray: an array over a cfunc's CPointer argument (C or Fortran order),
# and from Python over a ctypes pointer; a void* needs its dtype given.
from numba import cfunc, carray, farray
import ctypes
import numpy as np

@cfunc("void(CPointer(float64), CPointer(float64), intc, intc)")
def double_it(in_, out, m, n):
    a = carray(in_, (m, n))
    b = farray(out, (m, n))
    c = carray(in_, m * n)
    for i in range(m):
        for j in range(n):
            b[i, j] = a[i, j] * 2 + c[1]

a = np.arange(6.0).reshape(2, 3)
out = np.zeros(6)
double_it.ctypes(a.ctypes.data_as(ctypes.POINTER(ctypes.c_double)),
                 out.ctypes.data_as(ctypes.POINTER(ctypes.c_double)), 2, 3)
print(out)

p = a.ctypes.data_as(ctypes.POINTER(ctypes.c_double))
print(carray(p, (3,)))
print(carray(p, 3, dtype=np.float64))
f = farray(p, (3, 2))
print(f, f.flags.f_contiguous)
try:
    carray(p, 3, dtype=np.int32)
except TypeError as e:
    print(str(e).split(" for ")[0])
vp = ctypes.c_void_p(a.ctypes.data)
try:
    carray(vp, 2)
except TypeError as e:
    print(e)
v = carray(vp, 2, dtype=np.float64)
v[1] = 7.5
print(v, a[0])
try:
    carray([1, 2], 2)
except TypeError as e:
    print(e)

# expect: [ 1.  7.  3.  9.  5. 11.]
# expect: [0. 1. 2.]
# expect: [0. 1. 2.]
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]] True
# expect: mismatching dtype 'int32'
# expect: explicit dtype required for void* argument
# expect: [0.  7.5] [0.  7.5 2. ]
# expect: expected a ctypes pointer, got [1, 2]
