# a ufunc called with too many positional arguments
import numpy as np
np.sin(1.0, None, 3)

# expect runtime error: TypeError: sin() takes from 1 to 2 positional arguments but 3 were given
