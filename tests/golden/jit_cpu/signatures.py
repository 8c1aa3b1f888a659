# dispatcher.signatures and .nopython_signatures list the specialisations compiled so far (declared ones at decoration)
import numpy as np
from numba import jit, njit
@jit(nopython=True)
def add(a, b):
    return a + b
print(add.signatures)
add(1, 2)
add(1.5, 2)
add(1, 2)
print(add.signatures, add.nopython_signatures)
@njit
def total(x):
    return x.sum()
total(np.arange(3.0))
total(np.ones((2, 2), dtype=np.float32))
print(total.signatures)
@jit('float64(float64)', nopython=True)
def half(x):
    return x / 2
print(half.signatures, half.nopython_signatures)
# expect: []
# expect: [(int64, int64), (float64, int64)] [(int64, int64) -> int64, (float64, int64) -> float64]
# expect: [(array(float64, 1d, C),), (array(float32, 2d, C),)]
# expect: [(float64,)] [(float64,) -> float64]
