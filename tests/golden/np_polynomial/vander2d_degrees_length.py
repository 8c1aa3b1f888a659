# polyvander2d needs one degree per dimension.
import numpy as np
np.polynomial.polynomial.polyvander2d([1], [2], [1])

# expect runtime error: ValueError: Expected 2 dimensions of degrees, got 1
