# y[0] = "a" on a float array in @njit: Numba's TypingError for staticsetitem (a literal index),
# with the literal string in the signature it could not match.
import numpy as np
from numba import njit

@njit
def f(y):
    y[0] = "a"
    return y

print("start")
f(np.zeros(3))
# expect: start
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr:  >>> setitem(array(float64, 1d, C), Literal[int](0), Literal[str](a))
# expect stderr:     With argument(s): '(array(float64, 1d, C), int64, unicode_type)':
# expect stderr: During: typing of staticsetitem at setitem_str_into_float_array.py (8)
# expect runtime error:     ^
