# numba.typeof: a Fortran-ordered array has layout F (a transposed view too), a 1-d or
# C-ordered one C; a str is unicode_type. A function compiled for an F array says so.
import numpy as np
import numba
from numba import njit
print(numba.typeof(np.zeros((2, 3), order='F')), numba.typeof(np.zeros((2, 3)).T))
print(numba.typeof(np.zeros(3, order='F')), numba.typeof(np.zeros((2, 3))[:, 1]))
print(numba.typeof('hi'), type(numba.typeof('')).__name__)

@njit
def first(a):
    return a[0, 0]

print(first(np.ones((2, 2), order='F')))
print(first.signatures)

# expect: array(float64, 2d, F) array(float64, 2d, F)
# expect: array(float64, 1d, C) array(float64, 1d, A)
# expect: unicode_type UnicodeType
# expect: 1.0
# expect: [(array(float64, 2d, F),)]
