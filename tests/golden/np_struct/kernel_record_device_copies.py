# The arrays share memory, so the launch runs on device copies (each field its own copy).
import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4'), ('v', 'f4', (2,))])
a = np.zeros(4, dtype=dt)
scale = np.arange(4.0)

@cuda.jit
def k(arr, s, t):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        arr[i].x = s[i] * 2 + t[i]
        arr[i].y = i + 1
        arr[i]['v'][1] = arr[i].x + arr[i].y

k[1, 4](a, scale, scale)
print(a)
# expect: [(0., 1, [ 0.,  1.]) (3., 2, [ 0.,  5.]) (6., 3, [ 0.,  9.])
# expect:  (9., 4, [ 0., 13.])]
