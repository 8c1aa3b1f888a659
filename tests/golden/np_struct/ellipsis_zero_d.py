import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
print(repr(a[..., 0]), repr(a[0]))
print(repr(a[None]), a[...].shape)
# expect: array((1., 2), dtype=[('x', '<f8'), ('y', '<i4')]) (1., 2)
# expect: array([[(1. , 2), (3.5, 4)]], dtype=[('x', '<f8'), ('y', '<i4')]) (2,)
