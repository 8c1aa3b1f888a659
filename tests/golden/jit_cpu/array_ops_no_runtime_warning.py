# Whole-array arithmetic in @njit gives inf and nan without NumPy's RuntimeWarnings (Numba's
# compiled loops raise no floating-point warnings); an objmode block inside warns as NumPy does.
import warnings
from numba import njit, objmode
import numpy as np

@njit
def divide(a, b):
    return a / b, np.log(b), np.sqrt(a - 2.0)

@njit
def in_objmode(a):
    with objmode(r='float64[:]'):
        r = a / np.zeros(a.size)
    return r

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(divide(np.array([1.0, 0.0, -1.0]), np.zeros(3)))
    print(len(caught))
    print(in_objmode(np.array([1.0, 0.0])))
    print([str(w.message) for w in caught])
# expect: (array([ inf,  nan, -inf]), array([-inf, -inf, -inf]), array([nan, nan, nan]))
# expect: 0
# expect: [inf nan]
# expect: ['divide by zero encountered in divide', 'invalid value encountered in divide']
