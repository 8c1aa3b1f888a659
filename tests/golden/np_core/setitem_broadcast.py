# Assignment broadcasts and casts.
import numpy as np

a = np.zeros((3, 4), dtype=int)
a[0] = 5
a[1] = [1, 2, 3, 4]
a[2, 1:3] = 2.9
a[:, 3] = np.array([7, 8, 9])
print(a)
b = np.zeros((2, 3))
b[:] = np.arange(3)
b[1, :] = np.array([[4, 5, 6]])
print(b)
c = np.arange(5)
c[c > 2] = 0
c[[0, 1]] = [10, 11]
print(c)

# expect: [[5 5 5 7]
# expect:  [1 2 3 8]
# expect:  [0 2 2 9]]
# expect: [[0. 1. 2.]
# expect:  [4. 5. 6.]]
# expect: [10 11  2  0  0]
