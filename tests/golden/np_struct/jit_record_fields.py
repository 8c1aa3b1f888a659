import numpy as np
from numba import jit
dt = np.dtype([('id', 'i8'), ('w', 'f4')])
a = np.array([(3, 0.5), (1, 2.0), (2, 1.5)], dtype=dt)

@jit
def heaviest(arr):
    best = 0
    for i in range(1, arr.shape[0]):
        if arr[i].w > arr[best].w:
            best = i
    return arr[best].id

print(heaviest(a))
# expect: 1
