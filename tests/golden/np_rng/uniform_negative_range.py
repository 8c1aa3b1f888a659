# uniform with high < low: the range is checked like a scale.
import numpy as np
np.random.default_rng(0).uniform(2, 1)

# expect runtime error: ValueError: high - low < 0
