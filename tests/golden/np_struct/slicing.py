import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(i * 1.5, i) for i in range(6)], dtype=dt)
print(a[1:4])
print(a[::-2])
b = a[2:]
b['y'] = 0
print(a)
print(a[a['y'] > 0])
print(a[[0, 2]])
# expect: [(1.5, 1) (3. , 2) (4.5, 3)]
# expect: [(7.5, 5) (4.5, 3) (1.5, 1)]
# expect: [(0. , 0) (1.5, 1) (3. , 0) (4.5, 0) (6. , 0) (7.5, 0)]
# expect: [(1.5, 1)]
# expect: [(0., 0) (3., 0)]
