# np.apply_along_axis: scalar, vector and matrix results, extra arguments, 0-d result.
import numpy as np
print(np.apply_along_axis(np.sum, 0, np.arange(6).reshape(2, 3)), np.apply_along_axis(lambda r: r[::-1], 1, np.arange(6).reshape(2, 3)))
print(repr(np.apply_along_axis(np.sum, 0, np.arange(3))), np.apply_along_axis(lambda r, k: r * k, 0, np.arange(6).reshape(3, 2), 10))
print(np.apply_along_axis(lambda r: np.array([r.min(), r.max()]), 1, np.arange(12).reshape(3, 4)))
print(np.apply_along_axis(lambda r: np.outer(r, r), 0, np.arange(6).reshape(2, 3)).shape, np.apply_along_axis(np.mean, 1, np.arange(24).reshape(2, 3, 4)))
print(np.apply_along_axis(sorted, 0, np.array([[3, 1], [1, 2]])))

# expect: [3 5 7] [[2 1 0]
# expect:  [5 4 3]]
# expect: array(3) [[ 0 10]
# expect:  [20 30]
# expect:  [40 50]]
# expect: [[ 0  3]
# expect:  [ 4  7]
# expect:  [ 8 11]]
# expect: (2, 2, 3) [[ 4.  5.  6.  7.]
# expect:  [16. 17. 18. 19.]]
# expect: [[1 1]
# expect:  [3 2]]
