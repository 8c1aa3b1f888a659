# A stencil kernel indexing with a loop variable needs neighborhood=: Numba's NumbaValueError.
import numpy as np
from numba import stencil
from numba.core.errors import NumbaValueError, TypingError

@stencil
def window(a):
    s = 0
    for i in range(-1, 2):
        s += a[i]
    return s

try:
    window(np.arange(5))
except TypingError as e:
    print(type(e).__name__, isinstance(e, NumbaValueError))
try:
    stencil(func_or_mode='reflect')
except ValueError as e:
    print(e)
window(np.arange(5))
# expect: NumbaValueError True
# expect: Unsupported mode style reflect
# expect runtime error: numba.core.errors.NumbaValueError: stencil kernel index is not constant, 'neighborhood' option required
