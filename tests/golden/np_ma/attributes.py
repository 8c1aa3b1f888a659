# .mask, .data, .fill_value, .shape and nomask.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[False, True, False])
print(repr(a.mask), repr(a.data), repr(a.fill_value), a.shape, a.ndim, a.size, a.dtype)
b = np.ma.array([1.0, 2.0])
print(repr(b.mask), b.mask is np.ma.nomask, np.ma.getmask(b) is np.ma.nomask)
print(isinstance(a, np.ma.MaskedArray), type(a))

# expect: array([False,  True, False]) array([1, 2, 3]) 999999 (3,) 1 3 int64
# expect: False True True
# expect: True <class 'numpy.ma.core.MaskedArray'>
