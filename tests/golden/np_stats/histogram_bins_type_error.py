import numpy as np
np.histogram([1, 2], bins=2.5)
# expect runtime error: TypeError: `bins` must be an integer, a string, or an array
