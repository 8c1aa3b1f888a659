# np.put's mode must be raise, wrap or clip.
import numpy as np
np.put(np.arange(3), [1], [2], mode='x')

# expect runtime error: ValueError: clipmode must be one of 'clip', 'raise', or 'wrap' (got 'x')
