# a.dtype = t of another size needs a contiguous last axis: NumPy's ValueError.
import numpy as np
z = np.zeros((2, 4), np.int16)
z.T.dtype = np.int8

# expect runtime error: ValueError: To change to a dtype of a different size, the last axis must be contiguous
