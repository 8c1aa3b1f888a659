# np.pad modes Weft lacks (mean, median, linear_ramp, ...) stop with a clear message.
# no-cross-check: NumPy has the mean mode
import numpy as np
print(np.pad([1, 2], 1, mode='mean'))
# expect runtime error: ValueError: np.pad mode 'mean' is not supported in Weft (constant, edge, wrap, reflect and symmetric are)
