import numpy as np
print(np.percentile([1, 2, 3], 100))
print(np.percentile([1, 2, 3], 101))
# expect: 3.0
# expect runtime error: ValueError: Percentiles must be in the range [0, 100]
