# Assignment through an integer index array with values of another shape: NumPy's ValueError
import numpy as np
a = np.array(["a", "b", "c", "d"])
a[[0, 1]] = ["x", "y", "z"]
# expect runtime error: ValueError: shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (2,)
