# A masked boolean array as an index (a[a > 2] on a masked array, or into a plain array) selects by its data, masked places included, as NumPy does.
import numpy as np
a = np.ma.array([1, 2, 3, 4, 5], mask=[0, 0, 1, 0, 0])
m = a > 2
print(repr(m))
print(a[m])
print(a[np.array([True, False, True, False, True])])
print(a[[0, 2]])
b = np.arange(5)
print(b[m])
c = a.copy()
c[a > 3] = 0
print(c)
b[m] = -1
print(b)

# expect: masked_array(data=[False, False, --, True, True],
# expect:              mask=[False, False,  True, False, False],
# expect:        fill_value=True)
# expect: [-- 4 5]
# expect: [1 -- 5]
# expect: [1 --]
# expect: [2 3 4]
# expect: [1 2 -- 0 0]
# expect: [ 0  1 -1 -1 -1]
