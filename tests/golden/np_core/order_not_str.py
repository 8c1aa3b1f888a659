import numpy as np
np.ones((2, 2), order=5)
# expect runtime error: TypeError: order must be str, not int
