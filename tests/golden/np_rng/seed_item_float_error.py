# A float inside a seed sequence.
import numpy as np
np.random.default_rng([1, 1.5])

# expect runtime error: TypeError: seed must be integer
