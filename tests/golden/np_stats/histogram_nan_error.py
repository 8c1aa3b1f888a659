import numpy as np
np.histogram([1, np.nan])
# expect runtime error: ValueError: autodetected range of [nan, nan] is not finite
