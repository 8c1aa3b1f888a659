# An instance of a Python class passed to @njit code: Numba's TypingError.
from numba import njit

class Box:
    pass

@njit
def f(b, n):
    return n

print(f(3, 4))
f(Box(), 1)
# expect: 4
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect runtime error: - argument 0: Cannot determine Numba type of <class '__main__.Box'>
