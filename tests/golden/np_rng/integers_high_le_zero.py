# integers(0): the range is empty; NumPy names the high bound.
import numpy as np
np.random.default_rng(0).integers(0)

# expect runtime error: ValueError: high <= 0
