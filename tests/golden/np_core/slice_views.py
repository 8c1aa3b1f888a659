# Basic slices are views: writes through them are seen by the base.
import numpy as np

a = np.arange(10)
v = a[2:8:2]
v[1] = 100
print(a, v, v.base is a)
w = v[1:]
w[0] = -1
print(a[4], w.base is a)
m = np.arange(12).reshape(3, 4)
col = m[:, 1]
col[:] = 0
print(m)
print(m[1:, ::2], m[::-1, -1], m[-2:, 1:3].shape)

# expect: [  0   1   2   3 100   5   6   7   8   9] [  2 100   6] True
# expect: -1 True
# expect: [[ 0  0  2  3]
# expect:  [ 4  0  6  7]
# expect:  [ 8  0 10 11]]
# expect: [[ 4  6]
# expect:  [ 8 10]] [11  7  3] (2, 2)
