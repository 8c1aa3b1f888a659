# choice of a 0-d float: neither a sequence nor an integer.
import numpy as np
np.random.default_rng(0).choice(5.5)

# expect runtime error: ValueError: a must be a sequence or an integer, not <class 'float'>
