# The output-casting error is caught as TypeError and its class displays as UFuncTypeError.
import numpy as np
a = np.ones(3, dtype=int)
try:
    a += np.ones(3) * 1.5
except TypeError as e:
    print(type(e).__name__, isinstance(e, TypeError), e)
try:
    np.multiply(a, 0.5, out=a)
except TypeError as e:
    print(type(e).__name__, e)
a *= 2.5

# expect: UFuncTypeError True Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'multiply' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect runtime error: numpy.core._exceptions._UFuncOutputCastingError: Cannot cast ufunc 'multiply' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
