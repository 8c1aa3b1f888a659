# ravel is a view of a contiguous array; flatten always copies.
import numpy as np

a = np.arange(6).reshape(2, 3)
r = a.ravel()
f = a.flatten()
r[0] = 100
f[1] = 200
print(a)
print(r, f)
print(a.T.ravel(), np.ravel(a.T))

# expect: [[100   1   2]
# expect:  [  3   4   5]]
# expect: [100   1   2   3   4   5] [  0 200   2   3   4   5]
# expect: [100   3   1   4   2   5] [100   3   1   4   2   5]
