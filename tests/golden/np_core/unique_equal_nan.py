# np.unique(equal_nan=False) keeps every NaN apart (NumPy 1.24 compares sorted neighbours with
# !=); the default (True) collapses them into one.
import numpy as np
a = np.array([2.0, np.nan, 1.0, np.nan, 2.0, np.nan])
print(np.unique(a), np.unique(a, equal_nan=False))
print(np.unique(a, equal_nan=False, return_counts=True))
print(np.unique(a, equal_nan=False, return_index=True, return_inverse=True))
print(np.unique(a, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(np.array([np.nan, np.nan], dtype=np.float32), equal_nan=False))
print(np.unique([3, 1, 3], equal_nan=False))


# expect: [ 1.  2. nan] [ 1.  2. nan nan nan]
# expect: (array([ 1.,  2., nan, nan, nan]), array([1, 2, 1, 1, 1]))
# expect: (array([ 1.,  2., nan, nan, nan]), array([2, 0, 1, 3, 5]), array([1, 2, 0, 3, 1, 4]))
# expect: (array([ 1.,  2., nan]), array([2, 0, 1]), array([1, 2, 0, 2, 1, 2]), array([1, 2, 3]))
# expect: [nan nan]
# expect: [1 3]
