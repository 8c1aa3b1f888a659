# Unwinding frees what it unwinds: np.diff() of a list with an axis out of range releases
# the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.diff([1, 4, 9]))
print(np.diff([1, 4, 9], axis=1))
# expect: [3 5]
# expect runtime error: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
