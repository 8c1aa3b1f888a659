# A negative seed.
import numpy as np
np.random.default_rng(-1)

# expect runtime error: ValueError: expected non-negative integer
