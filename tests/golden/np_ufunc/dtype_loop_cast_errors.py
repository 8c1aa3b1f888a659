# dtype= that the inputs cannot reach under 'same_kind', or that has no loop: NumPy's errors.
import numpy as np
for f in [lambda: np.divide(7, 2, dtype=int), lambda: np.sqrt(2.0, dtype=int),
          lambda: np.multiply(np.arange(3.), 2, dtype=np.int64), lambda: np.add(1, 2, dtype=bool)]:
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
np.add(1.5, 2, dtype=int)

# expect: TypeError No loop matching the specified signature and casting was found for ufunc divide
# expect: TypeError No loop matching the specified signature and casting was found for ufunc sqrt
# expect: UFuncTypeError Cannot cast ufunc 'multiply' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('int64') to dtype('bool') with casting rule 'same_kind'
# expect runtime error: numpy.core._exceptions._UFuncInputCastingError: Cannot cast ufunc 'add' input 0 from dtype('float64') to dtype('int64') with casting rule 'same_kind'
