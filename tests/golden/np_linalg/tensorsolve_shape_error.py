# tensorsolve needs prod(a.shape[b.ndim:]) == prod(a.shape[:b.ndim]): NumPy's LinAlgError text.
import numpy as np
np.linalg.tensorsolve(np.ones((2, 3)), np.ones(2))

# expect runtime error: numpy.linalg.LinAlgError: Input arrays must satisfy the requirement             prod(a.shape[b.ndim:]) == prod(a.shape[:b.ndim])
