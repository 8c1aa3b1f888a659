import numpy as np
np.digitize([1], [1, 3, 2])
# expect runtime error: ValueError: bins must be monotonically increasing or decreasing
