# Unwinding frees what it unwinds: np.sort() of a nested list with an axis out of range
# releases the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.sort([[3, 1], [2, 4]], axis=0))
print(np.sort([[3, 1], [2, 4]], axis=2))
# expect: [[2 1]
# expect:  [3 4]]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
