import numpy as np
a = np.array([[1.0, np.nan, 3.0], [np.nan, 5.0, 2.0]])
print(np.nanargmax(a), np.nanargmin(a), np.nanargmax(a, axis=0), np.nanargmin(a, axis=1))
print(np.nanargmax([3, 9, 2]), np.nanargmin(a, axis=1, keepdims=True))
# expect: 4 0 [0 1 0] [0 2]
# expect: 1 [[0]
# expect:  [2]]
