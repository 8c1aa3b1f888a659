# np.sort of a 1-D string array along axis 1: NumPy's AxisError
import numpy as np
np.sort(np.array(['b', 'a']), axis=1)
# expect runtime error: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
