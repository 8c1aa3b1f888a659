# random(out=) needs a contiguous array.
import numpy as np
np.random.default_rng(0).random(out=np.empty((4, 4))[:, 0])

# expect runtime error: ValueError: Supplied output array must be contiguous, writable, aligned, and in machine byte-order.
