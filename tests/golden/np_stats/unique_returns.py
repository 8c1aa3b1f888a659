import numpy as np
print(np.unique([3, 1, 2, 1, 3], return_index=True, return_inverse=True, return_counts=True))
print(np.unique([[1, 2], [2, 0]], return_inverse=True))
print(np.unique([2.0, np.nan, 1.0, np.nan], return_index=True, return_counts=True))
print(np.unique([np.nan, 1, np.nan, 0]))
u, inv = np.unique(np.array([5, 5, 5, 1]), return_inverse=True)
print(u[inv])
# expect: (array([1, 2, 3]), array([1, 2, 0]), array([2, 0, 1, 0, 2]), array([2, 1, 2]))
# expect: (array([0, 1, 2]), array([1, 2, 2, 0]))
# expect: (array([ 1.,  2., nan]), array([2, 0, 1]), array([1, 1, 2]))
# expect: [ 0.  1. nan]
# expect: [5 5 5 1]
