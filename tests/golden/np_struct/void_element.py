import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
r = a[0]
print(r, repr(r), type(r))
print(r['x'], r[1], r[-1], repr(r['y']), len(r))
print(r.dtype)
print(r.tolist(), r.item())
# expect: (1., 2) (1., 2) <class 'numpy.void'>
# expect: 1.0 2 2 2 2
# expect: [('x', '<f8'), ('y', '<i4')]
# expect: (1.0, 2) (1.0, 2)
