# reduce over an axis the array lacks
import numpy as np
np.add.reduce(np.ones((2, 3)), axis=2)

# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
