# In place, the object result of an array with a Python int past uint64 cannot go back into a
# float64 array: NumPy's output casting error (a TypeError, shown as UFuncTypeError).
import numpy as np

a = np.zeros(3)
try:
    a += 2**70
except TypeError as e:
    print(type(e).__name__, e)
# expect: UFuncTypeError Cannot cast ufunc 'add' output from dtype('O') to dtype('float64') with casting rule 'same_kind'
b = np.zeros(2, dtype=np.int64)
b -= 2**70
# expect runtime error: numpy.core._exceptions._UFuncOutputCastingError: Cannot cast ufunc 'subtract' output from dtype('O') to dtype('int64') with casting rule 'same_kind'
