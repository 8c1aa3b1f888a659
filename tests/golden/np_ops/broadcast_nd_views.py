import numpy as np
a = np.arange(24).reshape(2, 1, 3, 4)
b = np.arange(12).reshape(3, 1, 4)
c = a * b
print(c.shape, c.sum(), c[1, 2, 1])
print((a[:, :, ::-1, ::2] - b[::2, :, ::2]).sum(axis=(1, 3)))
print(np.arange(5)[::-1] + np.arange(5), np.arange(10)[::3] * 2)
t = np.arange(6).reshape(2, 3).T
print(t + t, t * np.array([1, 10]))
print(np.sort(t, axis=0), np.argsort(t, axis=0))
print(np.cumsum(t, axis=0), np.cumsum(t), np.diff(t, axis=1))
# expect: (2, 3, 3, 4) 4644 [128 153 180 209]
# expect: [[ 16   0 -16]
# expect:  [ 64  48  32]]
# expect: [4 4 4 4 4] [ 0  6 12 18]
# expect: [[ 0  6]
# expect:  [ 2  8]
# expect:  [ 4 10]] [[ 0 30]
# expect:  [ 1 40]
# expect:  [ 2 50]]
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]] [[0 0]
# expect:  [1 1]
# expect:  [2 2]]
# expect: [[ 0  3]
# expect:  [ 1  7]
# expect:  [ 3 12]] [ 0  3  4  8 10 15] [[3]
# expect:  [3]
# expect:  [3]]
