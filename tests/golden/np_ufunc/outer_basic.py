# ufunc.outer: every pair, a's axes then b's
import numpy as np
print(np.add.outer([1, 2], [3, 4, 5]), np.multiply.outer(np.arange(1, 4), np.arange(1, 4)))
print(np.add.outer(np.arange(6).reshape(2, 3), [10, 20]).shape, np.multiply.outer(2, 3), np.add.outer(np.arange(3), 2))
print(np.less.outer([1, 2], [2]), np.subtract.outer([1.5], [0.5, 1.0]), np.add.outer([], [1, 2]).shape)
print(repr(np.maximum.outer(np.array([1, 5], dtype=np.int8), np.array([3], dtype=np.int8))))

# expect: [[4 5 6]
# expect:  [5 6 7]] [[1 2 3]
# expect:  [2 4 6]
# expect:  [3 6 9]]
# expect: (2, 3, 2) 6 [2 3 4]
# expect: [[ True]
# expect:  [False]] [[1.  0.5]] (0, 2)
# expect: array([[3],
# expect:        [5]], dtype=int8)
