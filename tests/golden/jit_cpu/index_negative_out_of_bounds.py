# A negative index counts from the end; one past the start raises IndexError naming it and its
# axis.
# no-cross-check: Numba's @njit reads outside the array without an error
import numpy as np
from numba import njit

@njit
def get2(a, i, j):
    return a[i, j]

a = np.arange(12).reshape(3, 4)
print(get2(a, -1, -1))
print(get2(a, 1, -5))
# expect: 11
# expect runtime error: IndexError: index -5 is out of bounds for axis 1 with size 4
