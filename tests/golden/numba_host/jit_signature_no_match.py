# An argument that converts to no declared signature is a TypeError naming the argument types.
import numpy as np
from numba import njit

@njit("float64(float32[:], float32)")
def f(a, x):
    return a[0] + x

print(f(np.ones(4, np.float32), 3))
print(f(np.ones(4, np.float64), 3))
# expect: 4.0
# expect runtime error: TypeError: No matching definition for argument type(s) array(float64, 1d, C), int64
