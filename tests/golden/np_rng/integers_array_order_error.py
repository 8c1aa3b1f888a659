# Array bounds with low >= high somewhere.
import numpy as np
np.random.default_rng(0).integers([1, 5], [0, 10])

# expect runtime error: ValueError: low >= high
