# Masked arrays that do not broadcast: NumPy's message from the data.
import numpy as np
np.ma.array([1, 2, 3]) + np.ma.array([1, 2])

# expect runtime error: ValueError: operands could not be broadcast together with shapes (3,) (2,)
