# comparisons of masked arrays or the masks with mask_or, which shrinks an all-false mask to nomask
# (so the result prints as a plain bool array)
import numpy.ma as ma, numpy as np
a = ma.array([1, 2], mask=False); b = ma.array([1, 3], mask=[0, 0])
print(a == b, (a == b).mask, a < b, (a < b).mask, a == 1, (a == 1).mask, ma.array([1, 2]) == ma.array([1, 2]), (ma.array(5, mask=False) == 5))
print(repr(a == b))
c = ma.array([1, 2, 3], mask=[0, 1, 0])
print(c == b[:1], (c == 2).mask, c != c, (c > 1).mask)

# expect: [ True False] False [False  True] False [ True False] False [ True  True] True
# expect: masked_array(data=[ True, False],
# expect:              mask=False,
# expect:        fill_value=True)
# expect: [True -- False] [False  True False] [False -- False] [False  True False]
