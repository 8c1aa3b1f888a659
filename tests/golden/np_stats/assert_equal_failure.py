# An assert_equal that fails stops the program with NumPy's AssertionError.
import numpy as np
counts = np.bincount([1, 1, 3])
np.testing.assert_equal(counts.sum(), 3)
print("sum ok")
np.testing.assert_equal(int(counts[1]), 3)
print("not reached")
# expect: sum ok
# expect runtime error:  DESIRED: 3
