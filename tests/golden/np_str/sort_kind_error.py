# np.argsort of strings with an unknown kind: NumPy's ValueError
import numpy as np
np.argsort(np.array(['b', 'a']), kind='fast')
# expect runtime error: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'fast')
