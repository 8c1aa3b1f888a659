# Unwinding frees what it unwinds: np.cumsum() of a nested list with an axis out of range
# releases the copy it accumulates in (`make asan` checks with leak detection on).
import numpy as np
print(np.cumsum([[3, 1], [2, 4]], axis=1))
print(np.cumsum([[3, 1], [2, 4]], axis=2))
# expect: [[3 4]
# expect:  [2 6]]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
