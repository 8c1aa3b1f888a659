import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
b = np.array([(3.0, 1), (1.0, 2), (2.0, 0), (1.0, 1)], dtype=dt)
print(np.sort(b, order='x'))
print(np.sort(b, order='y'))
print(np.sort(b, order=['y', 'x']))
print(np.sort(b))
print(b.argsort(order='y'), np.argsort(b, order='x'))
b.sort(order='y')
print(b)
# expect: [(1., 1) (1., 2) (2., 0) (3., 1)]
# expect: [(2., 0) (1., 1) (3., 1) (1., 2)]
# expect: [(2., 0) (1., 1) (3., 1) (1., 2)]
# expect: [(1., 1) (1., 2) (2., 0) (3., 1)]
# expect: [2 3 0 1] [3 1 2 0]
# expect: [(2., 0) (1., 1) (3., 1) (1., 2)]
