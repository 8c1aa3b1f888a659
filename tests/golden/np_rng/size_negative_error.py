# A negative size.
import numpy as np
np.random.default_rng(0).random(-1)

# expect runtime error: ValueError: negative dimensions are not allowed
