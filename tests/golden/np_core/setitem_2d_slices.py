# Slice assignment into 2-D arrays with rows, columns and blocks.
import numpy as np

m = np.zeros((4, 5))
m[1:3, 1:4] = 1
m[:, 0] = np.arange(4)
m[-1] = [9, 8, 7, 6, 5]
m[0, ::2] = -1
print(m)
m[...] = 2
print(m[2, 2], m[0])

# expect: [[-1.  0. -1.  0. -1.]
# expect:  [ 1.  1.  1.  1.  0.]
# expect:  [ 2.  1.  1.  1.  0.]
# expect:  [ 9.  8.  7.  6.  5.]]
# expect: 2.0 [2. 2. 2. 2. 2.]
