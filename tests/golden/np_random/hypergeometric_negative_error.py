# A negative ngood.
import numpy as np
np.random.RandomState(0).hypergeometric(-1, 5, 3)

# expect runtime error: ValueError: ngood < 0
