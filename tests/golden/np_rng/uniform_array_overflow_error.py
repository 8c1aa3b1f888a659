# uniform with an infinite range among array bounds.
import numpy as np
np.random.default_rng(0).uniform([0, 1], [np.inf, 2])

# expect runtime error: OverflowError: Range exceeds valid bounds
