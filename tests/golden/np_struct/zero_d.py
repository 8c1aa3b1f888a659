import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array((1.0, 2), dtype=dt)
print(a, repr(a), a.shape)
# expect: (1., 2) array((1., 2), dtype=[('x', '<f8'), ('y', '<i4')]) ()
