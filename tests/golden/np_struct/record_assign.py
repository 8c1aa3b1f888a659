import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(3, dtype=dt)
a[0] = (5.0, 6)
a[1] = 2
a[2] = a[0]
print(a)
a[:] = (1, 2)
print(a)
a[::2] = (8.5, 9)
print(a)
# expect: [(5., 6) (2., 2) (5., 6)]
# expect: [(1., 2) (1., 2) (1., 2)]
# expect: [(8.5, 9) (1. , 2) (8.5, 9)]
