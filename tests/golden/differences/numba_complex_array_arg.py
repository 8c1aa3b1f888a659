# no-cross-check: Numba compiles complex arithmetic; Weft's kernels and @njit functions take real numbers only (docs/language.md)
import numpy as np
from numba import njit
@njit
def first(a):
    return a[0]
print(first(np.array([1+2j])))
# expect runtime error: TypeError: complex values are not supported in compiled functions in Weft
