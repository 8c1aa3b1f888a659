import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
print(np.asarray(a) is a, np.copy(a) is a)
c = np.copy(a)
c['x'] = 0
print(a, c)
# expect: True False
# expect: [(1. , 2) (3.5, 4)] [(0., 2) (0., 4)]
