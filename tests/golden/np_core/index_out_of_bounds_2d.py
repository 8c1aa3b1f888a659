# Out of bounds on the second axis.
import numpy as np

a = np.zeros((2, 3))
print(a[1, -3])
print(a[1, 3])

# expect: 0.0
# expect runtime error: IndexError: index 3 is out of bounds for axis 1 with size 3
