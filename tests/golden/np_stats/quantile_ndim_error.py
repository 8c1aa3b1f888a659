import numpy as np
np.quantile([1, 2], [[[0.5]]])
# expect runtime error: ValueError: q must be a scalar or 1d
