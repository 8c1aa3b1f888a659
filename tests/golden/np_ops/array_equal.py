import numpy as np
a = np.array([1, 2, 3])
print(np.array_equal(a, [1, 2, 3]))
print(np.array_equal(a, np.array([1, 2])))
print(np.array_equal(a, np.array([1.0, 2.0, 3.5])))
n = np.array([1.0, np.nan])
print(np.array_equal(n, n), np.array_equal(n, n, equal_nan=True))
# expect: True
# expect: False
# expect: False
# expect: False True
