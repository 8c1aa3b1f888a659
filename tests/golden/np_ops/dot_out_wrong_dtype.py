# dot's out= must match the result exactly.
import numpy as np

print(np.dot(np.ones((2, 2)), np.ones(2), out=np.zeros(2, dtype=np.float32)))

# expect runtime error: ValueError: output array is not acceptable (must have the right datatype, number of dimensions, and be a C-Array)
