# Assignment through an index array into rows with values of another shape: NumPy's message (shapes without spaces)
import numpy as np
b = np.array([["a", "b", "c"], ["d", "e", "f"]])
b[[0]] = ["x", "y"]
# expect runtime error: ValueError: shape mismatch: value array of shape (2,) could not be broadcast to indexing result of shape (1,3)
