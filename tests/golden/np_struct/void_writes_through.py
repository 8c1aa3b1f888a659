import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(2, dtype=dt)
r = a[1]
r['x'] = 99
r[1] = 5
a[0]['y'] = 3
print(a)
# expect: [( 0., 3) (99., 5)]
