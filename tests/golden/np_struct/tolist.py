import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
print(a.tolist())
print(np.zeros((2, 1), dt).tolist())
c = np.zeros(1, np.dtype([('v', 'f4', (2,)), ('m', 'u1')]))
print(c.tolist())
# expect: [(1.0, 2), (3.5, 4)]
# expect: [[(0.0, 0)], [(0.0, 0)]]
# expect: [(array([0., 0.], dtype=float32), 0)]
