import numpy as np
a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [np.nan, np.nan, np.nan]])
print(np.nanmax(a), np.nanmin(a), np.nanmax(a, axis=1), np.nanmin(a[:2], axis=0))
print(np.nanmax(a[:2], axis=1, keepdims=True), np.nanmax([1, 7, 3]), np.nanmin([[1, 7], [0, 3]], axis=1))
print(repr(np.nanmax(np.array([1.5, np.nan], dtype=np.float32))))
# expect: 5.0 1.0 [ 3.  5. nan] [1. 5. 3.]
# expect: [[3.]
# expect:  [5.]] 7 [1 0]
# expect: 1.5
