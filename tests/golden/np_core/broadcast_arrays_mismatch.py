# broadcast_arrays names the first pair of arguments that clash.
import numpy as np
np.broadcast_arrays(np.ones((2, 1)), np.ones(3), np.ones((4, 1)))

# expect runtime error: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2, 1) and arg 2 with shape (4, 1).
