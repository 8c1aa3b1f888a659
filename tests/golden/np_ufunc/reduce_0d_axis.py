# a 0-d array reduces over axis 0 but has no axis 1
import numpy as np
print(np.add.reduce(np.array(3.0), axis=0), np.add.reduce(np.array(3.0), axis=None))
np.add.reduce(np.float64(3), axis=1)

# expect: 3.0 3.0
# expect runtime error: numpy.AxisError: axis 1 is out of bounds for array of dimension 0
