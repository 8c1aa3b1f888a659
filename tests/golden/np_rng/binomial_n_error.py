# binomial with a negative n.
import numpy as np
np.random.default_rng(0).binomial(-1, 0.5)

# expect runtime error: ValueError: n < 0
