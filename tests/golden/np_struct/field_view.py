import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
x = a['x']
print(x, x.dtype, x.strides, a['y'])
x[1] = 7
a['y'][0] = 9
print(a)
print(a['x'] * 2 + a['y'])
# expect: [1.  3.5] float64 (12,) [2 4]
# expect: [(1., 9) (7., 4)]
# expect: [11. 18.]
