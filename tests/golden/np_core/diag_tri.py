# diag, tril, triu and identity.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(np.diag([1, 2, 3]), np.diag(a), np.diag(a, 1), np.diag([1, 2], k=-1))
print(np.tril(np.ones((3, 3))), np.triu(np.arange(9).reshape(3, 3), 1), np.tril(a, -1))
print(np.identity(2), np.identity(2, dtype=int))

# expect: [[1 0 0]
# expect:  [0 2 0]
# expect:  [0 0 3]] [0 4] [1 5] [[0 0 0]
# expect:  [1 0 0]
# expect:  [0 2 0]]
# expect: [[1. 0. 0.]
# expect:  [1. 1. 0.]
# expect:  [1. 1. 1.]] [[0 1 2]
# expect:  [0 0 5]
# expect:  [0 0 0]] [[0 0 0]
# expect:  [3 0 0]]
# expect: [[1. 0.]
# expect:  [0. 1.]] [[1 0]
# expect:  [0 1]]
