# A temporary smaller than the broadcast result cannot hold it; a larger one can take a
# broadcast operand. Either way the values are NumPy's.
import numpy as np

row = np.arange(3.0)
col = np.arange(2.0).reshape(2, 1)
r = (row * 1.0) + col
print(r, r.shape)
r = (col * 1.0) + row
print(r, r.shape)
m = np.ones((2, 3))
r = (m * 2.0) - row
print(r, row)
r = row - (m * 2.0)
print(r, m)
r = (row.reshape(1, 3) * 1.0) * m
print(r, r.shape)

# expect: [[0. 1. 2.]
# expect:  [1. 2. 3.]] (2, 3)
# expect: [[0. 1. 2.]
# expect:  [1. 2. 3.]] (2, 3)
# expect: [[2. 1. 0.]
# expect:  [2. 1. 0.]] [0. 1. 2.]
# expect: [[-2. -1.  0.]
# expect:  [-2. -1.  0.]] [[1. 1. 1.]
# expect:  [1. 1. 1.]]
# expect: [[0. 1. 2.]
# expect:  [0. 1. 2.]] (2, 3)
