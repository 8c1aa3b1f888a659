# ufunc.at with an index out of bounds
import numpy as np
np.add.at(np.zeros(5), [0, 7], 1)

# expect runtime error: IndexError: index 7 is out of bounds for axis 0 with size 5
