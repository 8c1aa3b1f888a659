# @jit code indexes arrays like Python: a[-1] is the last element; tuples come back as tuples.
import numpy as np
from numba import njit

@njit
def ends(a):
    return a[0], a[-1], a[-2] * 2

a = np.array([3.5, 1.0, 7.25, 9.0])
print(ends(a))
print(ends(np.arange(5)))
# expect: (3.5, 9.0, 14.5)
# expect: (0, 4, 6)
