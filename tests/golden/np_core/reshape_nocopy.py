# reshape of a non-contiguous array is a view when NumPy can avoid the copy, else a copy.
import numpy as np
x = np.arange(12)[::2]
y = x.reshape(2, 3)
y[0, 0] = 100
print(x, y.strides, y.base is x.base)
a = np.arange(24).reshape(4, 6)
b = a[:, :3]
c = b.reshape(4, 3, 1)
c[0, 0, 0] = -1
print(a[0, 0], c.strides)
d = b.reshape(12)
d[1] = -2
print(a[0, 1], d.strides)
e = a[::2].reshape(2, 2, 3)
e[1, 1, 2] = -3
print(a[2], e.strides)
f = a.T.reshape(24)
f[0] = 55
print(a[0, 0], f.strides)
g = a.T.reshape(6, 2, 2)
g[0, 0, 1] = 66
print(a[2, 0], g.strides)
h = np.arange(10)[::-1].reshape(2, 5)
print(h, h.strides)
i = np.arange(8).reshape(2, 4)[:, ::2].reshape(4)
print(i, i.strides)

# expect: [100   2   4   6   8  10] (48, 16) True
# expect: -1 (48, 8, 8)
# expect: 1 (8,)
# expect: [12 13 14 15 16 -3] (96, 24, 8)
# expect: -1 (8,)
# expect: 12 (8, 96, 48)
# expect: [[9 8 7 6 5]
# expect:  [4 3 2 1 0]] (-40, -8)
# expect: [0 2 4 6] (16,)
