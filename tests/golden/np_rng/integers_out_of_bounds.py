# A bound outside the dtype's range.
import numpy as np
np.random.default_rng(0).integers(0, 300, dtype=np.uint8)

# expect runtime error: ValueError: high is out of bounds for uint8
