# A boolean scalar's new axis cannot take an array past 32 dimensions.
import numpy as np

a = np.ones((1,) * 31)
print(a[True].shape == (1,) * 32)
b = np.ones((1,) * 32)
print(b[True])

# expect: True
# expect runtime error: IndexError: number of dimensions must be within [0, 32], indexing result would have 33
