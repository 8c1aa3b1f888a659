# `from numba import *` gives njit and the type names, as Numba's __all__ does (not cuda: that
# is a submodule, imported by name).
from numba import *
from numba import cuda
@njit
def twice(x):
    return 2 * x
print(twice(21), float32, int64)
@cuda.jit
def fill(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = i
import numpy as np
a = np.zeros(4)
fill[1, 4](a)
print(a)
# expect: 42 float32 int64
# expect: [0. 1. 2. 3.]
