# normal with a negative scale.
import numpy as np
np.random.default_rng(0).normal(0, -1)

# expect runtime error: ValueError: scale < 0
