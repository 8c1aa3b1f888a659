import numpy as np
a = np.zeros(2, np.dtype([('x', 'f8'), ('y', 'i4')]))
a + a
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype([('x', '<f8'), ('y', '<i4')]), dtype([('x', '<f8'), ('y', '<i4')])) -> None
