# x ** 2, ** 0.5, ** 1 and ** -1 in a kernel are computed exactly (x*x, sqrt, x, 1/x), as LLVM
# compiles them for Numba's targets and as NumPy's power does: the GPU engine computes the same
# bits (a GPU's pow is 2 ulp off). Signed zeros, infinities and NaN follow pow's rules.
import math
import numpy as np
from numba import cuda

@cuda.jit
def powers(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = x[i] ** 2
        out[i, 1] = x[i] ** 0.5
        out[i, 2] = x[i] ** 1.0
        out[i, 3] = x[i] ** -1.0
        out[i, 4] = x[i] ** 3.0

x = np.array([-np.inf, -0.0, 0.0, 2.0, 3.0, np.inf, np.nan, 1e300, 0.1])
out = np.zeros((x.size, 5))
powers[1, 32](x, out)
print(out[:, 0])
print(out[:, 1])
print(out[:, 3])
print([math.copysign(1.0, float(v)) for v in (out[0, 1], out[1, 1], out[1, 3])])
f = np.array([0.1, 1.7, 1e20], dtype=np.float32)
g = np.zeros((3, 2), dtype=np.float32)

@cuda.jit
def powers32(f, g):
    i = cuda.grid(1)
    if i < f.size:
        g[i, 0] = f[i] ** np.float32(2.0)
        g[i, 1] = f[i] ** np.float32(0.5)

powers32[1, 32](f, g)
print(np.array_equal(g[:, 0], f * f), np.array_equal(g[:, 1], np.sqrt(f)))
# expect: [ inf 0.   0.   4.   9.    inf  nan  inf 0.01]
# expect: [            inf 0.00000000e+000 0.00000000e+000 1.41421356e+000
# expect:  1.73205081e+000             inf             nan 1.00000000e+150
# expect:  3.16227766e-001]
# expect: [-0.00000000e+000             -inf              inf  5.00000000e-001
# expect:   3.33333333e-001  0.00000000e+000              nan  1.00000000e-300
# expect:   1.00000000e+001]
# expect: [1.0, 1.0, -1.0]
# expect: True True
