import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(2, dt)
b = a.copy()
c = np.array(a)
b['x'] = 1
c['y'] = 2
print(a, b, c)
# expect: [(0., 0) (0., 0)] [(1., 0) (1., 0)] [(0., 2) (0., 2)]
