# A 0-d integer array in an index is the integer it holds (a scalar or a view, not a copy)
import numpy as np
m = np.arange(6).reshape(2, 3)
i = np.array(1)
print(repr(m[i, 0]), repr(m[i]), repr(m[np.array([1]), 0]), repr(m[0, np.array(2, dtype=np.uint8)]))
v = m[i, :]
v[0] = 99
print(m)
m[i, 2] = -1
print(m)


# expect: 3 array([3, 4, 5]) array([3]) 2
# expect: [[0 1 2]
# expect:  [3 4 5]]
# expect: [[ 0  1  2]
# expect:  [ 3  4 -1]]
