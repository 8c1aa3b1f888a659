import numpy as np
a = np.array([[0, 3, 0], [4, 0, 5]])
print(np.nonzero(a))
print(a.nonzero()[1])
print(np.count_nonzero(a))
print(np.count_nonzero(a, axis=0))
# expect: (array([0, 1, 1]), array([1, 0, 2]))
# expect: [1 0 2]
# expect: 3
# expect: [1 1 1]
