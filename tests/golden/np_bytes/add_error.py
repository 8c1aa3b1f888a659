import numpy as np
a = np.array([b'a', b'bc'])
print(a + a)
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype('S2'), dtype('S2')) -> None
