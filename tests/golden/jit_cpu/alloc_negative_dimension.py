# np.zeros(n) with n < 0 in native @njit code: Numba's ValueError; a caught one frees what the
# call allocated before it.
import numpy as np
from numba import njit

@njit
def two(n, m):
    a = np.ones(n)
    b = np.zeros(m)
    return a, b

print(two(2, 1))
try:
    two(3, -1)
except ValueError as e:
    print("ValueError:", e)
two(-2, 1)
# expect: (array([1., 1.]), array([0.]))
# expect: ValueError: negative dimensions not allowed
# expect runtime error: ValueError: negative dimensions not allowed
