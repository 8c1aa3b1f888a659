# np.int8(1) + 'a' stops with NumPy's UFuncTypeError.
import numpy as np
print(np.int8(1) + 'a')

# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype('int8'), dtype('<U1')) -> None
