# Mask assignment needs as many values as True entries.
import numpy as np

a = np.zeros(3)
a[np.array([True, False, True])] = [1, 2]
print(a)
a[np.array([True, False, True])] = [1, 2, 3]

# expect: [1. 0. 2.]
# expect runtime error: ValueError: NumPy boolean array indexing assignment cannot assign 3 input values to the 2 output values where the mask is true
