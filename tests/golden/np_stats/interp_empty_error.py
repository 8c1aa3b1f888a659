import numpy as np
np.interp([1], [], [])
# expect runtime error: ValueError: array of sample points is empty
