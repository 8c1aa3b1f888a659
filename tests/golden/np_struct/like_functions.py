import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
print(repr(np.zeros_like(a)))
print(np.ones_like(a), np.empty_like(a).shape, np.empty_like(a).dtype)
print(np.full_like(a, 3))
print(np.zeros_like(a, shape=(2, 2)).shape)
# expect: array([(0., 0), (0., 0)], dtype=[('x', '<f8'), ('y', '<i4')])
# expect: [(1., 1) (1., 1)] (2,) [('x', '<f8'), ('y', '<i4')]
# expect: [(3., 3) (3., 3)]
# expect: (2, 2)
