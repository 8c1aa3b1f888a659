# Element assignment casts to the array's dtype.
import numpy as np

a = np.zeros(3, dtype=np.float32)
a[0] = 1 / 3
a[1] = np.float64(0.1)
a[2] = True
print(a, a[0], type(a[0]) is float)
b = np.zeros(2, dtype=np.uint8)
b[0] = np.int64(258)
b[1] = np.float32(7.9)
print(b)
g = np.zeros((2, 2))
g[1, 1] = 4
g[0][1] = 3
print(g)

# expect: [0.33333334 0.1        1.        ] 0.33333334 False
# expect: [2 7]
# expect: [[0. 3.]
# expect:  [0. 4.]]
