# np.ma.sum / mean / count / compressed on masked and plain arrays.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[0, 1, 0])
print(np.ma.sum(a), np.ma.mean(a), np.ma.count(a), np.ma.compressed(a), np.ma.max(a))
print(np.ma.sum([1, 2, 3]), np.ma.filled(a, 0))

# expect: 4 2.0 2 [1 3] 3
# expect: 6 [1 0 3]
