# a += 1.5 on an int array: NumPy's _UFuncOutputCastingError (a TypeError) and its message.
import numpy as np
a = np.arange(3)
a += 1
print(a)
a += 1.5
# expect: [1 2 3]
# expect runtime error: numpy.core._exceptions._UFuncOutputCastingError: Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
