# meshgrid returns a list of coordinate arrays ('xy' and 'ij' indexing).
import numpy as np

X, Y = np.meshgrid(np.arange(3), np.arange(2))
print(X)
print(Y)
print(np.meshgrid([1, 2], [3, 4, 5], indexing='ij'))

# expect: [[0 1 2]
# expect:  [0 1 2]]
# expect: [[0 0 0]
# expect:  [1 1 1]]
# expect: [array([[1, 1, 1],
# expect:        [2, 2, 2]]), array([[3, 4, 5],
# expect:        [3, 4, 5]])]
