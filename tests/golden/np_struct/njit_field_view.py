import numpy as np
from numba import njit
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)
a['x'] = np.arange(4) * 1.5

@njit
def scale(xs):
    for i in range(xs.shape[0]):
        xs[i] *= 2

scale(a['x'])
print(a)
# expect: [(0., 0) (3., 0) (6., 0) (9., 0)]
