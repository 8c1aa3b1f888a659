# Unwinding frees what it unwinds: np.roll() of a list with an axis out of range releases
# the array and its flat view (`make asan` checks with leak detection on).
import numpy as np
print(np.roll([1, 2, 3], 1))
print(np.roll([1, 2, 3], 1, axis=2))
# expect: [3 1 2]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 1
