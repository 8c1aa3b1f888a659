# Parameters must broadcast to the given size.
import numpy as np
np.random.default_rng(0).normal([[0], [1]], 1, size=3)

# expect runtime error: ValueError: Output size (3,) is not compatible with broadcast dimensions of inputs (2, 3).
