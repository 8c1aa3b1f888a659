# A hard mask: assignments leave masked elements' data alone and keep them masked.
import numpy as np
import numpy.ma as ma
a = ma.array([1, 2, 3, 4, 5], mask=[0, 1, 0, 0, 1])
print(a.hardmask, a.harden_mask(), a.hardmask)
a[1] = 10
print(a, a.data)
a[:] = 7
print(a, a.data)
a.soften_mask()
a[1] = 10
print(a, a.mask)
b = ma.array([1, 2, 3], mask=[0, 1, 0], hard_mask=True)
b[1] = 5
b.mask = False
print(b, b.hardmask)

# expect: False [1 -- 3 4 --] True
# expect: [1 -- 3 4 --] [1 2 3 4 5]
# expect: [7 -- 7 7 --] [7 2 7 7 5]
# expect: [7 10 7 7 --] [False False False False  True]
# expect: [1 -- 3] True
