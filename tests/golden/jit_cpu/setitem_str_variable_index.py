# y[i] = "b" on an int32 array in @njit, i an int: Numba's TypingError for setitem.
import numpy as np
from numba import njit

@njit
def f(y, i):
    y[i] = "b"
    return y

f(np.zeros((3,), dtype=np.int32), 1)
# expect stderr:  >>> setitem(array(int32, 1d, C), int64, Literal[str](b))
# expect stderr:     With argument(s): '(array(int32, 1d, C), int64, unicode_type)':
# expect stderr: During: typing of setitem at setitem_str_variable_index.py (7)
# expect stderr:     y[i] = "b"
# expect runtime error:     ^
