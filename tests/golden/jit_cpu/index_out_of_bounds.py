# An index past the end raises IndexError with NumPy's message (Numba does not check bounds in
# @njit code by default; Weft's compiled code checks every access, as its simulator does).
# no-cross-check: Numba's @njit reads past the end without an error
import numpy as np
from numba import njit

@njit
def get(a, i):
    return a[i]

a = np.arange(5.0)
print(get(a, 4), get(a, -5))
print(get(a, 5))
# expect: 4.0 0.0
# expect runtime error: IndexError: index 5 is out of bounds for axis 0 with size 5
