# np.apply_over_axes: func(a, axis) per axis, reduced axes kept with length 1.
import numpy as np
print(np.apply_over_axes(np.sum, np.arange(24).reshape(2, 3, 4), [0, 2]))
print(np.apply_over_axes(np.mean, np.arange(6).reshape(2, 3), 1))
print(np.apply_over_axes(lambda x, ax: np.cumsum(x, ax), np.arange(6).reshape(2, 3), (0,)))

# expect: [[[ 60]
# expect:   [ 92]
# expect:   [124]]]
# expect: [[1.]
# expect:  [4.]]
# expect: [[0 1 2]
# expect:  [3 5 7]]
