# With index arrays, the value's shape is checked before the indices' bounds.
import numpy as np

a = np.arange(7)
a[[3, 7]] = np.ones(3)

# expect runtime error: ValueError: shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (2,)
