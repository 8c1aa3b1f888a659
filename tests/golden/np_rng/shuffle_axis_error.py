# shuffle along an axis the array does not have.
import numpy as np
np.random.default_rng(0).shuffle(np.arange(3), axis=1)

# expect runtime error: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
