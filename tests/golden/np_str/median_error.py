import numpy as np
print(np.median(['3', '1', '2']))
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
