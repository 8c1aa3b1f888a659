import numpy as np
from numba import njit

@njit
def f(a):
    return a[0] * 2

print(f(np.ones(3, dtype=np.float16)))
# expect runtime error: float16
