# A float NumPy scalar used as a list index.
import numpy as np

x = [1, 2, 3]
print(x[np.int64(1)], x[np.uint8(2)])
print(x[np.float64(0)])

# expect: 2 3
# expect runtime error: TypeError: list indices must be integers or slices, not numpy.float64
