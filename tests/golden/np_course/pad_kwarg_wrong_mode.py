# np.pad refuses a keyword that does not belong to the mode.
import numpy as np
print(np.pad([1, 2], 1, mode='edge', constant_values=3))

# expect runtime error: ValueError: unsupported keyword arguments for mode 'edge': {'constant_values'}
