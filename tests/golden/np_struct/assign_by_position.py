import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
d2 = np.dtype([('a', 'i4'), ('b', 'f4')])
a = np.zeros(3, dt)
b = np.array([(1, 2.5), (3, 4.5)], d2)
a[:2] = b
print(a)
a[2] = b[0]
print(a)
# expect: [(1., 2) (3., 4) (0., 0)]
# expect: [(1., 2) (3., 4) (1., 2)]
