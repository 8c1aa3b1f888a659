# np.diff(prepend=, append=): scalars become a slab of length 1 along the axis.
import numpy as np
y = np.array([1, 4, 9, 16])
print(np.diff(y, prepend=0), np.diff(y, append=[20, 30]), np.diff(y, n=2, prepend=y[0], append=y[-1]))
m = np.arange(6).reshape(2, 3)
print(np.diff(m, axis=0, prepend=0))
print(np.diff(m, axis=1, append=np.array([[9], [9]])))
print(np.diff(m, prepend=-1.5))

# expect: [1 3 5 7] [ 3  5  7  4 10] [ 3  2  2 -7]
# expect: [[0 1 2]
# expect:  [3 3 3]]
# expect: [[1 1 7]
# expect:  [1 1 4]]
# expect: [[1.5 1.  1. ]
# expect:  [4.5 1.  1. ]]
