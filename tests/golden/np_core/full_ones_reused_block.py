# np.ones and np.full over the memory of a freed, written array hold their fill everywhere,
# in C and Fortran order (the fill writes every element; no zeros are written first).
import numpy as np

n = 3 * 10**6
a = np.arange(n, dtype=np.float64)
del a
o = np.ones(n)
print(o.sum(), o.min(), o.max())
del o
f = np.full((1000, 3000), 2.5, order="F")
print(f.sum(), f.min(), f.max(), f.flags["F_CONTIGUOUS"])
del f
g = np.full(n, -3, dtype=np.int64)
print(g.sum(), g.min(), g.max())
h = np.full((2, 2 * 10**6), [[1.0], [2.0]])
print(h.sum(), h[0].max(), h[1].min())

# expect: 3000000.0 1.0 1.0
# expect: 7500000.0 2.5 2.5 True
# expect: -9000000 -3 -3
# expect: 6000000.0 1.0 2.0
