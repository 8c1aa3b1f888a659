import numpy as np
np.array(['a', 'b']).max()
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
