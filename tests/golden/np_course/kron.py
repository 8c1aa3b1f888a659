# kron of vectors, matrices and mixed dimensions.
import numpy as np
print(np.kron([1, 10, 100], [5, 6, 7]), np.kron(np.eye(2), np.ones((2, 2))))
print(np.kron(np.array([[1, 2], [3, 4]]), np.array([1, -1])), np.kron(np.array([[1, 2]], dtype=np.int8), [[2], [3]]).dtype)

# expect: [  5   6   7  50  60  70 500 600 700] [[1. 1. 0. 0.]
# expect:  [1. 1. 0. 0.]
# expect:  [0. 0. 1. 1.]
# expect:  [0. 0. 1. 1.]]
# expect: [[ 1 -1  2 -2]
# expect:  [ 3 -3  4 -4]] int64
