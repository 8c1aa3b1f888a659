import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(3, dtype=dt)
a['x'] = [1.5, 2.5, 3.5]
a['y'] = 7
print(a)
a['y'][1:] = np.arange(2)
print(a)
# expect: [(1.5, 7) (2.5, 7) (3.5, 7)]
# expect: [(1.5, 7) (2.5, 0) (3.5, 1)]
