# choice of a 0-d float array.
import numpy as np
np.random.default_rng(0).choice(np.array(5.5))

# expect runtime error: ValueError: a must be a sequence or an integer, not <class 'numpy.ndarray'>
