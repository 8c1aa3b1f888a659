# Module-level shape helpers accept lists too.
import numpy as np

print(np.shape([[1, 2, 3], [4, 5, 6]]), np.ndim([1, 2]), np.size([[1, 2], [3, 4]]))
print(np.shape(np.zeros((2, 5))), np.ndim(3.0), np.ravel([[1, 2], [3, 4]]))
print(np.ascontiguousarray(np.arange(6).reshape(2, 3).T))

# expect: (2, 3) 1 4
# expect: (2, 5) 0 [1 2 3 4]
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]]
