# Unwinding frees what it unwinds: np.argmax() of a nested list with an axis out of range
# releases the array it converted (`make asan` checks with leak detection on).
import numpy as np
print(np.argmax([[3, 1], [2, 4]], axis=1))
print(np.argmax([[3, 1], [2, 4]], axis=2))
# expect: [0 1]
# expect runtime error: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
