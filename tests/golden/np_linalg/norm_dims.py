# norm over three axes
import numpy as np
np.linalg.norm(np.ones((2, 2, 2)), 2, axis=(0, 1, 2))

# expect runtime error: ValueError: Improper number of dimensions to norm.
