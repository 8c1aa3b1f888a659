# bytes takes an integer.
import numpy as np
np.random.default_rng(0).bytes("4")

# expect runtime error: TypeError: an integer is required
