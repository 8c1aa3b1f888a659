import numpy as np
from numba import jit, njit, prange


@njit
def total(xs):
    s = 0.0
    for k in range(xs.shape[0]):
        s += xs[k] * 2
    return s


@jit(nopython=True)
def bump(n):
    m = n + 1
    breakpoint()
    return m * 3


@njit(parallel=True)
def squares(n):
    out = np.zeros(n)
    for i in prange(n):
        out[i] = i * i
    return out


xs = np.arange(5.0)
print(total(xs))
print(bump(4))
sq = squares(4)
print(sq)
