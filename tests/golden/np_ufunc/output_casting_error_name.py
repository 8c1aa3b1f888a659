# The same_kind output check raises NumPy's _UFuncOutputCastingError: caught as TypeError, its
# __name__ is UFuncTypeError, and uncaught it prints its full name.
import numpy as np

a = np.zeros(3, dtype=int)
try:
    a += 1.5
except TypeError as e:
    print(type(e).__name__, type(e).__qualname__, type(e).__module__)
# expect: UFuncTypeError _UFuncOutputCastingError numpy.core._exceptions
np.multiply(np.ones(2), 2.5, out=np.zeros(2, dtype=np.int32))
# expect runtime error: numpy.core._exceptions._UFuncOutputCastingError: Cannot cast ufunc 'multiply' output from dtype('float64') to dtype('int32') with casting rule 'same_kind'
