# np.pad refuses a mode NumPy does not know with NumPy's message.
import numpy as np
print(np.pad([1, 2], 1, mode='nearest'))

# expect runtime error: ValueError: mode 'nearest' is not supported
