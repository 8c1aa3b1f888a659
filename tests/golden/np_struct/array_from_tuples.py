import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
print(a)
print(repr(a))
print(a.shape, len(a), a.dtype, a.itemsize, a.nbytes, a.ndim, a.size, a.strides)
# expect: [(1. , 2) (3.5, 4)]
# expect: array([(1. , 2), (3.5, 4)], dtype=[('x', '<f8'), ('y', '<i4')])
# expect: (2,) 2 [('x', '<f8'), ('y', '<i4')] 12 24 1 2 (12,)
