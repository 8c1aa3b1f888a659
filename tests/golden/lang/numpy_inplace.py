# in-place operators update NumPy arrays, so views and aliases see the change
import numpy as np
a = np.zeros(4)
b = a
b += 1
print(a)
v = a[1:3]
v *= 5
print(a)
a[::2] += 10
print(a)
m = np.arange(6).reshape(2, 3)
m[1] += m[0]
print(m)
# expect: [1. 1. 1. 1.]
# expect: [1. 5. 5. 1.]
# expect: [11.  5. 15.  1.]
# expect: [[0 1 2]
# expect:  [3 5 7]]
