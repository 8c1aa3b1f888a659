import numpy as np
from numba import njit
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)
a['x'] = np.arange(4) * 1.5

@njit
def total(arr):
    s = 0.0
    for i in range(arr.shape[0]):
        arr[i].y = i
        s += arr[i]['x'] * arr[i].y
    return s

print(total(a))
print(a)
# expect: 21.0
# expect: [(0. , 0) (1.5, 1) (3. , 2) (4.5, 3)]
