# Mask assignment with a scalar and with an array of the selected size.
import numpy as np

a = np.array([1.0, -2.0, 3.0, -4.0])
a[a < 0] = 0
print(a)
b = np.arange(6).reshape(2, 3)
b[b > 2] = np.array([30, 40, 50])
print(b)
b[np.array([True, False])] = -1
print(b)

# expect: [1. 0. 3. 0.]
# expect: [[ 0  1  2]
# expect:  [30 40 50]]
# expect: [[-1 -1 -1]
# expect:  [30 40 50]]
