# diagflat, tril_indices_from, triu_indices_from, diag_indices_from.
import numpy as np
print(np.diagflat([[1, 2], [3, 4]]))
print(np.diagflat([1, 2], 1))
print(np.tril_indices_from(np.ones((3, 4))))
print(np.triu_indices_from(np.ones((3, 3)), 1))
print(np.diag_indices_from(np.ones((2, 2, 2))))
a = np.arange(9).reshape(3, 3)
a[np.triu_indices_from(a, 1)] = 0
print(a)
try:
    np.tril_indices_from(np.ones(3))
except ValueError as e:
    print(e)
np.diag_indices_from(np.ones((2, 3)))

# expect: [[1 0 0 0]
# expect:  [0 2 0 0]
# expect:  [0 0 3 0]
# expect:  [0 0 0 4]]
# expect: [[0 1 0]
# expect:  [0 0 2]
# expect:  [0 0 0]]
# expect: (array([0, 1, 1, 2, 2, 2]), array([0, 0, 1, 0, 1, 2]))
# expect: (array([0, 0, 1]), array([1, 2, 2]))
# expect: (array([0, 1]), array([0, 1]), array([0, 1]))
# expect: [[0 0 0]
# expect:  [3 4 0]
# expect:  [6 7 8]]
# expect: input array must be 2-d
# expect runtime error: ValueError: All dimensions of input must be of equal length
