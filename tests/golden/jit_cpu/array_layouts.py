# Arrays of any layout: C order, Fortran order, reversed and strided views, 0-d and 3-d.
import numpy as np
from numba import njit

@njit
def weighted(a):
    t = 0.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            t += a[i, j] * (i + 1) * (j + 2)
    return t

a = np.arange(20.0).reshape(4, 5)
print(weighted(a))
print(weighted(a.T.copy().T))
print(weighted(a[::-1, ::2]))
print(weighted(a.T))
print(weighted(a[1:3, 1:]))

@njit
def cube_sum(c):
    s = 0
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            for k in range(c.shape[2]):
                s += c[i, j, k] * (i - j + k)
    return s

c = np.arange(60, dtype=np.int32).reshape(3, 4, 5)
print(cube_sum(c), cube_sum(c[:, ::-1, 1::2]))
# expect: 2500.0
# expect: 2500.0
# expect: 670.0
# expect: 2510.0
# expect: 470.0
# expect: 3200 482
