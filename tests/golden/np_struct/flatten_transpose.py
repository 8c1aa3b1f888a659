import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros((2, 3), dt)
a['y'] = np.arange(6).reshape(2, 3)
print(a.flatten())
print(a.ravel().shape, a.T.shape)
print(a.T)
print(a.T['y'])
# expect: [(0., 0) (0., 1) (0., 2) (0., 3) (0., 4) (0., 5)]
# expect: (6,) (3, 2)
# expect: [[(0., 0) (0., 3)]
# expect:  [(0., 1) (0., 4)]
# expect:  [(0., 2) (0., 5)]]
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]]
