# tri, triu_indices, tril_indices (k, m), diag_indices.
import numpy as np
print(np.tri(3), np.tri(2, 4, k=1, dtype=int))
print(np.triu_indices(3), np.tril_indices(3, -1), np.triu_indices(3, 1, 4), np.diag_indices(3))
a = np.arange(9).reshape(3, 3); a[np.triu_indices(3, 1)] = 0; print(a, a[np.diag_indices(3)])

# expect: [[1. 0. 0.]
# expect:  [1. 1. 0.]
# expect:  [1. 1. 1.]] [[1 1 0 0]
# expect:  [1 1 1 0]]
# expect: (array([0, 0, 0, 1, 1, 2]), array([0, 1, 2, 1, 2, 2])) (array([1, 2, 2]), array([0, 0, 1])) (array([0, 0, 0, 1, 1, 2]), array([1, 2, 3, 2, 3, 3])) (array([0, 1, 2]), array([0, 1, 2]))
# expect: [[0 0 0]
# expect:  [3 4 0]
# expect:  [6 7 8]] [0 4 8]
