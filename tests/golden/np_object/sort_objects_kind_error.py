# An unknown sort kind.
import numpy as np
np.argsort(np.array([1, 2], dtype=object), kind='bogo')

# expect runtime error: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogo')
