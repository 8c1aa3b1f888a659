# bincount of a contiguous int64 array (one pass when all values are below 4096, else a max
# pass, then counts), of a strided one, with minlength and weights; arange of int64 with
# negative steps and near 2**62.
import numpy as np

x = (np.arange(20000) * 7919) % 1000
c = np.bincount(x)
print(c.shape, c[:3], c.sum(), np.bincount(x[::3], minlength=1005)[-7:])
print(np.bincount(np.array([3, 1]), weights=np.array([0.5, 2.0])), np.bincount(np.zeros(0, np.int64)))
print(np.bincount(np.array([2, 0], dtype=np.int8)))
print(np.arange(3, -7, -2), np.arange(2**62, 2**62 + 3), np.arange(0), np.arange(1, 4, dtype=np.int8))
print(np.bincount(x * 5)[-3:], np.bincount(x + 5000).shape)
x[15000] = -1
np.bincount(x)

# expect: (1000,) [20 20 20] 20000 [7 7 0 0 0 0 0]
# expect: [0.  2.  0.  0.5] []
# expect: [1 0 1]
# expect: [ 3  1 -1 -3 -5] [4611686018427387904 4611686018427387905 4611686018427387906] [] [1 2 3]
# expect: [ 0  0 20] (6000,)
# expect runtime error: ValueError: 'list' argument must have no negative elements
