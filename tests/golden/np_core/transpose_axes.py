# transpose with and without axes, .T, swapaxes.
import numpy as np

a = np.arange(24).reshape(2, 3, 4)
print(a.T.shape, a.transpose().shape, a.transpose(1, 0, 2).shape, a.transpose((2, 0, 1)).shape)
print(np.transpose(a, (0, 2, 1))[1, 3, 2], a[1, 2, 3])
print(a.swapaxes(0, 2).shape, np.swapaxes(a, 0, 1)[2, 1, 3])
m = np.arange(6).reshape(2, 3)
print(m.T)
m.T[0, 1] = 99
print(m)

# expect: (4, 3, 2) (4, 3, 2) (3, 2, 4) (4, 2, 3)
# expect: 23 23
# expect: (4, 3, 2) 23
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]]
# expect: [[ 0  1  2]
# expect:  [99  4  5]]
