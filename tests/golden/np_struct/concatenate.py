import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.array([(1.0, 2), (3.5, 4)], dtype=dt)
b = np.zeros(1, dt)
print(repr(np.concatenate([a, b, a])))
m = np.zeros((2, 2), dt)
print(np.concatenate((m, m), axis=-1).shape, np.concatenate((m, m)).shape)
# expect: array([(1. , 2), (3.5, 4), (0. , 0), (1. , 2), (3.5, 4)],
# expect:       dtype=[('x', '<f8'), ('y', '<i4')])
# expect: (2, 4) (4, 2)
