# The Generator bounds ngood and nbad below 10**9.
import numpy as np
np.random.default_rng(0).hypergeometric(10**9, 1, 1)

# expect runtime error: ValueError: both ngood and nbad must be less than 1000000000
