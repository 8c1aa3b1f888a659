# np.array with dtype= casts; copy and ndmin.
import numpy as np

print(np.array([1.7, -1.7, 2.5], dtype=int))
print(np.array([1, 2], dtype=np.float32), np.array([0, 3], dtype=bool))
a = np.arange(3)
b = np.array(a)
b[0] = 10
print(a, b)
c = np.asarray(a)
c[0] = 7
print(a)
print(np.array([1, 2], ndmin=3).shape)

# expect: [ 1 -1  2]
# expect: [1. 2.] [False  True]
# expect: [0 1 2] [10  1  2]
# expect: [7 1 2]
# expect: (1, 1, 2)
