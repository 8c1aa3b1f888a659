# np.empty and np.empty_like of a large block handed back by a freed, written array hold
# zeros, as NumPy's fresh mapping of that size does; a fill afterwards writes every element.
import numpy as np

n = 10**7
a = np.arange(n, dtype=np.float64)
del a
e = np.empty(n)
print(e.sum(), e.min(), e.max())
e.fill(1.5)
print(e.sum(), e.min(), e.max())
del e
b = np.full(n, 7, dtype=np.int64)
l = np.empty_like(b)
print(l.dtype, l.sum(), l.max())
del l
c = np.empty((1000, 10000), order="F")
print(c.sum(), c.flags["F_CONTIGUOUS"])

# expect: 0.0 0.0 0.0
# expect: 15000000.0 1.5 1.5
# expect: int64 0 0
# expect: 0.0 True
