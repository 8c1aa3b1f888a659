# @njit refuses long double arguments as Numba does (Numba has no float128)
import numpy as np
from numba import njit
@njit
def f(a):
    return a.sum()
try:
    print(f(np.ones(3, dtype=np.longdouble)))
except Exception as e:
    print(type(e).__name__, str(e))
try:
    print(f(np.longdouble(2)))
except Exception as e:
    print(str(e))
print(f(np.ones(3)))
# expect: NumbaValueError Unsupported array dtype: float128
# expect: float128
# expect: 3.0
