# Unwinding frees what it unwinds: np.flip() of a list with an axis out of range releases
# the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.flip([1, 2, 3]))
print(np.flip([1, 2, 3], axis=1))
# expect: [3 2 1]
# expect runtime error: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
