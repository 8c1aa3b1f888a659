# With endpoint=True an empty range is high < 0.
import numpy as np
np.random.default_rng(0).integers(-1, endpoint=True)

# expect runtime error: ValueError: high < 0
