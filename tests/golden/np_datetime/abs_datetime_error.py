import numpy as np
np.abs(np.datetime64('2021-03-04'))
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'absolute' did not contain a loop with signature matching types <class 'numpy.dtype[datetime64]'> -> None
