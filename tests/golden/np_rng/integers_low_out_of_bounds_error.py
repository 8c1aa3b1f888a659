# A low bound below the dtype's range.
import numpy as np
np.random.default_rng(0).integers(-1, 5, dtype=np.uint8)

# expect runtime error: ValueError: low is out of bounds for uint8
