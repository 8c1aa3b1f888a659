# binomial with p outside [0, 1], given as an array.
import numpy as np
np.random.default_rng(0).binomial([5], [1.5])

# expect runtime error: ValueError: p < 0, p > 1 or p contains NaNs
