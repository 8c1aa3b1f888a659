# np.msort sorts a copy along axis 0 after NumPy 1.24's DeprecationWarning (on stderr).
import numpy as np
M = np.array([[3, 1, 2], [1, 3, 2], [2, 2, 1]])
print(np.msort(M), np.msort([3.5, 1.0]))

# expect: [[1 1 1]
# expect:  [2 2 2]
# expect:  [3 3 2]] [1.  3.5]
