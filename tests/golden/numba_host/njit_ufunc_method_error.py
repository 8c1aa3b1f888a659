# A ufunc's method (np.add.reduce) in @njit code: Numba types np.add as a function only.
import numpy as np
from numba import njit

@njit
def total(x):
    return np.add.reduce(x)

total(np.arange(4.0))
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr: Unknown attribute 'reduce' of type Function(<ufunc 'add'>)
# expect runtime error:     ^
