import numpy as np
np.add(np.array(['a']), 1)
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
