# swapaxes names the offending argument.
import numpy as np

a = np.zeros((2, 3))
print(a.swapaxes(0, -1).shape)
a.swapaxes(0, 2)

# expect: (3, 2)
# expect runtime error: numpy.AxisError: axis2: axis 2 is out of bounds for array of dimension 2
