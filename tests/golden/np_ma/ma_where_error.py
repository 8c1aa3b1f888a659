# np.ma.where needs both x and y or neither.
import numpy.ma as ma
ma.where([1, 0], [1, 2])

# expect runtime error: ValueError: Must provide both 'x' and 'y' or neither.
