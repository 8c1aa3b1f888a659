# permutation of a 0-d array has no axis 0.
import numpy as np
np.random.default_rng(0).permutation(np.array(5))

# expect runtime error: numpy.AxisError: axis 0 is out of bounds for array of dimension 0
