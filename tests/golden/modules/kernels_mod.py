# golden-module: @njit and @cuda.jit functions reading this module's globals
import numpy as np
from numba import cuda, njit

FACTOR = 3.0


@njit
def scale(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * FACTOR
    return out


@njit
def total(a):
    return scale(a).sum()


@cuda.jit
def add_scaled(x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = x[i] + y[i] * FACTOR
