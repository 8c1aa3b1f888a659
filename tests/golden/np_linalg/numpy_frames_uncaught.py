# An uncaught np.linalg.inv error prints NumPy's frames under the program's, as the oracle does.
import numpy as np


def invert(m):
    return np.linalg.inv(m)


invert(np.ones((2, 2)))
# expect stderr:            ^^^^^^^^^^^^^^^^
# expect stderr:   File "<__array_function__ internals>", line 200, in inv
# expect stderr:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 538, in inv
# expect stderr:     ainv = _umath_linalg.inv(a, signature=signature, extobj=extobj)
# expect stderr:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 89, in _raise_linalgerror_singular
# expect stderr:     raise LinAlgError("Singular matrix")
# expect runtime error: numpy.linalg.LinAlgError: Singular matrix
