# numpy.core._exceptions holds the ufunc error classes, so `except np.core._exceptions.
# _UFuncOutputCastingError` and `from numpy.core._exceptions import UFuncTypeError` work.
import numpy as np
from numpy.core._exceptions import UFuncTypeError
b = np.ones(3, dtype=np.uint8)
try:
    b -= np.array([1.0])
except np.core._exceptions._UFuncOutputCastingError as e:
    print("cast:", e)
try:
    np.array(['a']) + 1
except UFuncTypeError as e:
    print("no loop:", e)
print(np.core._exceptions._UFuncNoLoopError.__mro__[1:3])
# expect: cast: Cannot cast ufunc 'subtract' output from dtype('float64') to dtype('uint8') with casting rule 'same_kind'
# expect: no loop: ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: (<class 'numpy.core._exceptions.UFuncTypeError'>, <class 'TypeError'>)
