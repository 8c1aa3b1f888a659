import numpy as np
print(np.quantile([1, 2, 3], 0.5))
print(np.quantile([1, 2, 3], [0.5, 1.5]))
# expect: 2.0
# expect runtime error: ValueError: Quantiles must be in the range [0, 1]
