# Seeds must fit in 32 bits.
import numpy as np
np.random.seed(2 ** 32)
# expect runtime error: ValueError: Seed must be between 0 and 2**32 - 1
