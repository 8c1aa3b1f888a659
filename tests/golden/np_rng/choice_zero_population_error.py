# choice(0) has nothing to pick.
import numpy as np
np.random.default_rng(0).choice(0)

# expect runtime error: ValueError: a must be a positive integer unless no samples are taken
