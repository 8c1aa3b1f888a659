import numpy as np
np.histogram([1, 2], range=(3, 1))
# expect runtime error: ValueError: max must be larger than min in range parameter.
