import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
z = np.zeros(3, dtype=dt)
print(z)
print(repr(z))
e = np.empty(2, dt)
print(e.shape, e.dtype)
print(np.ones(2, dtype=dt))
print(np.full(2, (1.5, 7), dtype=dt))
print(np.zeros((2, 2), dtype=dt))
# expect: [(0., 0) (0., 0) (0., 0)]
# expect: array([(0., 0), (0., 0), (0., 0)], dtype=[('x', '<f8'), ('y', '<i4')])
# expect: (2,) [('x', '<f8'), ('y', '<i4')]
# expect: [(1., 1) (1., 1)]
# expect: [(1.5, 1) (7. , 7)]
# expect: [[(0., 0) (0., 0)]
# expect:  [(0., 0) (0., 0)]]
