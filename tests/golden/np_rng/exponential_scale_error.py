# exponential with a negative scale.
import numpy as np
np.random.default_rng(0).exponential(-1)

# expect runtime error: ValueError: scale < 0
