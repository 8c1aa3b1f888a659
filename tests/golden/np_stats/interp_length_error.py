import numpy as np
np.interp([1], [1, 2], [1, 2, 3])
# expect runtime error: ValueError: fp and xp are not of the same length.
