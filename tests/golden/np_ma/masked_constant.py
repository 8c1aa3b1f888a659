# np.ma.masked: its repr and str, indexing a masked element, arithmetic with it.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[0, 1, 0])
print(repr(np.ma.masked), np.ma.masked, a[1], a[0], type(a[0]).__name__)
print(a[1] is np.ma.masked, np.ma.masked + 1, type(np.ma.masked).__name__)
print(np.ma.masked * a)

# expect: masked -- -- 1 int64
# expect: True -- MaskedConstant
# expect: [-- -- --]
