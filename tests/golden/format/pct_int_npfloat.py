# %x of a float NumPy scalar names its NumPy class.
import numpy as np

print("%x" % np.int64(255))
print("%x" % np.float64(1.5))

# expect: ff
# expect runtime error: TypeError: %x format: an integer is required, not numpy.float64
