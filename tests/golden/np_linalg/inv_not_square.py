# inv of a non-square matrix
import numpy as np
np.linalg.inv(np.ones((2, 3)))

# expect runtime error: numpy.linalg.LinAlgError: Last 2 dimensions of the array must be square
