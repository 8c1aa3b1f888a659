# Element writes through views: a prefix sum in place, a strided column, a negative index.
import numpy as np
from numba import njit

@njit
def prefix(a):
    for i in range(1, a.shape[0]):
        a[i] += a[i - 1]
    a[-1] = -a[-1]
    return a.shape[0]

x = np.arange(1, 7, dtype=np.int64)
print(prefix(x), x)
m = np.zeros((3, 4), dtype=np.float32)
m[:, 1] = 1.5
print(prefix(m[:, 1]), m[:, 1])
print(m)
# expect: 6 [  1   3   6  10  15 -21]
# expect: 3 [ 1.5  3.  -4.5]
# expect: [[ 0.   1.5  0.   0. ]
# expect:  [ 0.   3.   0.   0. ]
# expect:  [ 0.  -4.5  0.   0. ]]
