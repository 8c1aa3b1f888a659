# 3 is not a matrix norm order
import numpy as np
np.linalg.norm(np.ones((2, 2)), 3)

# expect runtime error: ValueError: Invalid norm order for matrices.
