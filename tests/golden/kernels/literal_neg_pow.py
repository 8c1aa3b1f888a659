# `2 ** -1` of two literals is the float 0.5 in kernels and @njit code: CPython folds it before
# Numba sees it. In @njit code an int variable to a negative power stays Numba's int_power.
import numpy as np
from numba import cuda, njit

@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i, 0] = 2 ** -1
        out[i, 1] = (-2) ** -2 * a[i]
        out[i, 2] = 10 ** -3
        out[i, 3] = 3 ** -2 * a[i]
        out[i, 4] = 2 ** 3

@njit
def f(x):
    n = -2
    return 2 ** -1, 4 ** -2 * x, x ** n, (-3) ** -3

a = np.array([1, 2, 4], dtype=np.int64)
out = np.zeros((3, 5))
k[1, 4](a, out)
print(out)
print(f(4))
print(f(1))
# expect: [[5.00000000e-01 2.50000000e-01 1.00000000e-03 1.11111111e-01
# expect:   8.00000000e+00]
# expect:  [5.00000000e-01 5.00000000e-01 1.00000000e-03 2.22222222e-01
# expect:   8.00000000e+00]
# expect:  [5.00000000e-01 1.00000000e+00 1.00000000e-03 4.44444444e-01
# expect:   8.00000000e+00]]
# expect: (0.5, 0.25, 0, -0.037037037037037035)
# expect: (0.5, 0.0625, 1, -0.037037037037037035)
