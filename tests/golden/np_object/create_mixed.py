# dtype=object holds any Python values; repr, str and the dtype's attributes as NumPy 1.24.
import numpy as np

a = np.array([1, 'a', None], dtype=object)
print(repr(a))
print(a)
print(a.dtype, repr(a.dtype), a.dtype.kind, a.dtype.char, a.dtype.name, a.dtype.str)
print(a.shape, a.ndim, a.size, a.itemsize, a.nbytes)
# expect: array([1, 'a', None], dtype=object)
# expect: [1 'a' None]
# expect: object dtype('O') O O object |O
# expect: (3,) 1 3 8 24
