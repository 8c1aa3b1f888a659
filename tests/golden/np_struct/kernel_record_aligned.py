import numpy as np
from numba import cuda
dt = np.dtype([('flag', 'u1'), ('value', 'f8'), ('count', 'i2')], align=True)
a = np.zeros(3, dtype=dt)
a['value'] = [1.5, 2.5, 3.5]

@cuda.jit
def k(arr):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        if arr[i].value > 2:
            arr[i].flag = 1
        arr[i].count = i - 1

k[1, 3](a)
print(a, a.itemsize)
# expect: [(0, 1.5, -1) (1, 2.5,  0) (1, 3.5,  1)] 24
