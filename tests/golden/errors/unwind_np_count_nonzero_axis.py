# Unwinding frees what it unwinds: np.count_nonzero() with an axis out of range releases the
# boolean array and the module (`make asan` checks with leak detection on).
import numpy as np
print(np.count_nonzero([[1, 0], [2, 3]], axis=0))
print(np.count_nonzero([[1, 0], [2, 3]], axis=2))
# expect: [2 1]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
