# Integer indices are checked before the value is broadcast.
import numpy as np

a = np.arange(60).reshape(3, 4, 5)
a[6, [0], 1:] = np.zeros((2, 2))

# expect runtime error: IndexError: index 6 is out of bounds for axis 0 with size 3
