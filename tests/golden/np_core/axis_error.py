# An axis out of range is numpy's AxisError.
import numpy as np

a = np.zeros((1, 2))
print(np.squeeze(a, axis=0).shape)
np.squeeze(a, axis=5)

# expect: (2,)
# expect runtime error: numpy.AxisError: axis 5 is out of bounds for array of dimension 2
