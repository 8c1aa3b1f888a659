# Integers join the broadcast of index arrays but are not listed in the message.
import numpy as np

a = np.arange(60).reshape(3, 4, 5)
a[np.array([False, False, False]), [-3, -4, -5], -1] = -1

# expect runtime error: IndexError: shape mismatch: indexing arrays could not be broadcast together with shapes (0,) (3,)
