# integers(5, 2) is an empty range.
import numpy as np
np.random.default_rng(0).integers(5, 2)

# expect runtime error: ValueError: low >= high
