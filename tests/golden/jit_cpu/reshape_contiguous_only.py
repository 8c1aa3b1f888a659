# reshape() of a non-contiguous (A-layout) array in @njit code is Numba's TypingError
# "reshape() supports contiguous array only".
import numpy as np
from numba import njit
from numba.core.errors import TypingError

@njit
def first(a):
    b = a.reshape(a.size)
    return b[0]

print(first(np.arange(4.0)))
try:
    first(np.arange(12.0)[::2])
except TypingError as e:
    for line in str(e).splitlines():
        if not line.startswith("During: typing of") and not line.startswith("File "):
            print(line)
# expect: 0.0
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: - Resolution failure for literal arguments:
# expect: reshape() supports contiguous array only
# expect: - Resolution failure for non-literal arguments:
# expect: None
# expect: 
# expect: During: resolving callee type: BoundFunction(array.reshape for array(float64, 1d, A))
# expect: 
# expect: 
# expect: def first(a):
# expect:     b = a.reshape(a.size)
# expect:     ^
