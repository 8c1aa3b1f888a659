# size must hold the parameters' broadcast shape.
import numpy as np
np.random.hypergeometric([3, 3, 3], 3, 1, size=(2,))

# expect runtime error: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
