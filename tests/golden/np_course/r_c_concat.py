# np.r_ and np.c_: slices (arange, complex-step linspace), scalars ranked below arrays, columns for c_.
import numpy as np
print(np.r_[1:4, 0, 4], np.r_[np.array([1, 2, 3]), 0, 0, np.array([4, 5, 6])], np.r_[-1:1:6j, [0] * 3, 5, 6])
print(np.r_[np.array([1.5], dtype=np.float32), 2], np.r_[np.array([1, 2]), 3.5], np.r_[0:10:3], np.r_[[1, 2], [3]])
print(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])], np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
print(np.c_[np.arange(3), np.ones(3)], np.c_[0:3, 10:13])
print(np.r_[np.zeros((2, 2)), np.ones((1, 2))])

# expect: [1 2 3 0 4] [1 2 3 0 0 4 5 6] [-1.  -0.6 -0.2  0.2  0.6  1.   0.   0.   0.   5.   6. ]
# expect: [1.5 2. ] [1.  2.  3.5] [0 3 6 9] [1 2 3]
# expect: [[1 4]
# expect:  [2 5]
# expect:  [3 6]] [[1 2 3 0 0 4 5 6]]
# expect: [[0. 1.]
# expect:  [1. 1.]
# expect:  [2. 1.]] [[ 0 10]
# expect:  [ 1 11]
# expect:  [ 2 12]]
# expect: [[0. 0.]
# expect:  [0. 0.]
# expect:  [1. 1.]]
