import numpy as np
a = np.array(['a', 'bb', 'ccc'])
print(a.dtype, repr(a.dtype), a.shape, a.ndim, a.size, a.itemsize)
print(a.dtype.kind, a.dtype == np.array(['xyz']).dtype)
# expect: <U3 dtype('<U3') (3,) 1 3 12
# expect: U True
