# np.unique(axis=k): unique rows/columns in lexicographic order with index, inverse, counts.
import numpy as np
a2 = np.array([[9, 2, 3], [1, 5, 7], [9, 2, 3], [1, 5, 0], [-4, 0, 0]])
print(np.unique(a2, axis=0))
u, i, inv, c = np.unique(a2, axis=0, return_index=True, return_inverse=True, return_counts=True)
print(u, i, inv, c)
print(np.unique(np.array([[1, 0, 1], [1.5, 0, 1.5]]), axis=1))
print(np.unique(np.array([[True, False], [True, False]]), axis=0, return_counts=True))
print(np.unique(np.arange(8).reshape(2, 2, 2) % 2, axis=2))

# expect: [[-4  0  0]
# expect:  [ 1  5  0]
# expect:  [ 1  5  7]
# expect:  [ 9  2  3]]
# expect: [[-4  0  0]
# expect:  [ 1  5  0]
# expect:  [ 1  5  7]
# expect:  [ 9  2  3]] [4 3 1 0] [3 2 3 1 0] [1 1 1 2]
# expect: [[0.  1. ]
# expect:  [0.  1.5]]
# expect: (array([[ True, False]]), array([2]))
# expect: [[[0 1]
# expect:   [0 1]]
# expect: 
# expect:  [[0 1]
# expect:   [0 1]]]
