# transpose checks its axes.
import numpy as np

a = np.zeros((2, 3))
print(a.transpose(1, 0).shape)
a.transpose(0, 0)

# expect: (3, 2)
# expect runtime error: ValueError: repeated axis in transpose
