# %= on a masked array runs on all of the data in place and ors the masks; remainder's domain
# is checked on the data after the operation (as NumPy 1.24 does).
import numpy as np
import numpy.ma as ma
c = ma.array([5, 7, 9], mask=[0, 0, 1])
c %= 4
print(c, c.data)
d = ma.array([5., 7, 9], mask=[0, 0, 1])
d %= ma.array([2, 3, 1], mask=[1, 0, 0])
print(d, d.data, d.mask)
e = ma.array([5, 7, 9])
e %= ma.array([2, 3, 4], mask=[0, 1, 0])
print(e, e.data, repr(e.mask))
f = ma.array([5, 7, 9], mask=[0, 0, 1])
same = f
f %= np.array([2, 3, 4])
print(f, f.data, f is same)
with np.errstate(divide='ignore'):
    k = ma.array([5, 7, 9], mask=[0, 0, 1])
    k %= 0
print(k, k.data, k.mask)
g = ma.array([6, 3, 5], mask=[0, 1, 0])
g &= 3
g |= ma.array([8, 8, 8], mask=[1, 0, 0])
print(g, g.data)

# expect: [1 3 --] [1 3 1]
# expect: [-- 1.0 --] [1. 1. 0.] [ True False  True]
# expect: [1 -- 1] [1 1 1] array([False,  True, False])
# expect: [1 1 --] [1 1 1] True
# expect: [-- -- --] [1 1 1] [ True  True  True]
# expect: [-- -- 9] [10 11  9]
