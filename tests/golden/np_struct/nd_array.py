import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros((2, 3), dt)
a[1, 2] = (1.5, 3)
a[0]['y'] = [1, 2, 3]
print(a)
print(a['x'].shape, a[1].shape)
print(a.reshape(3, 2))
# expect: [[(0. , 1) (0. , 2) (0. , 3)]
# expect:  [(0. , 0) (0. , 0) (1.5, 3)]]
# expect: (2, 3) (3,)
# expect: [[(0. , 1) (0. , 2)]
# expect:  [(0. , 3) (0. , 0)]
# expect:  [(0. , 0) (1.5, 3)]]
