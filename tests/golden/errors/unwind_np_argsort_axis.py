# Unwinding frees what it unwinds: np.argsort() of a nested list with an axis out of range
# releases the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.argsort([[3, 1], [2, 4]]))
print(np.argsort([[3, 1], [2, 4]], axis=-3))
# expect: [[1 0]
# expect:  [0 1]]
# expect runtime error: numpy.AxisError: axis -3 is out of bounds for array of dimension 2
