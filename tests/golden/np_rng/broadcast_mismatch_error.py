# Parameters that do not broadcast: NumPy's multi-iterator message.
import numpy as np
np.random.default_rng(0).normal([0, 1], [1, 2, 3])

# expect runtime error: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
