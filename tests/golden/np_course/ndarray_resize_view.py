# ndarray.resize of a contiguous view: NumPy refuses, the view does not own its data.
import numpy as np
v = np.arange(6)[2:]
v.resize(2)

# expect runtime error: ValueError: cannot resize this array: it does not own its data
