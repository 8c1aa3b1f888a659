# Unwinding frees what it unwinds: np.expand_dims() of a list with an axis out of range
# releases the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.expand_dims([1, 2, 3], axis=0))
print(np.expand_dims([1, 2, 3], axis=3))
# expect: [[1 2 3]]
# expect runtime error: numpy.AxisError: axis 3 is out of bounds for array of dimension 2
