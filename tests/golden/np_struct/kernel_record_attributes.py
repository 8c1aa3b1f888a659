import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(5, dtype=dt)

@cuda.jit
def k(arr):
    i = cuda.grid(1)
    if i < arr.size:
        arr[i].x = 0.5 * i
        arr[i].y += i + 1
        arr[i].x *= 4

k[2, 3](a)
print(a)
# expect: [(0., 1) (2., 2) (4., 3) (6., 4) (8., 5)]
