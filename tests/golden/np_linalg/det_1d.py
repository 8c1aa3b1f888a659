# det of a vector
import numpy as np
np.linalg.det(np.ones(3))

# expect runtime error: numpy.linalg.LinAlgError: 1-dimensional array given. Array must be at least two-dimensional
