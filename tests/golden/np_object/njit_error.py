# Numba's nopython mode cannot type an object array: its TypingError.
import numpy as np
from numba import jit

@jit(nopython=True)
def first(a):
    return a[0]

first(np.array([1, None], dtype=object))
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr: non-precise type array(pyobject, 1d, C)
# expect stderr: @jit(nopython=True)
# expect runtime error: ^
