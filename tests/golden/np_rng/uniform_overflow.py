# An infinite range overflows.
import numpy as np
np.random.default_rng(0).uniform(0, np.inf)

# expect runtime error: OverflowError: high - low range exceeds valid bounds
