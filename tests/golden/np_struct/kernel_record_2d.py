import numpy as np
from numba import cuda
dt = np.dtype([('v', 'i4'), ('w', 'f8')])
a = np.zeros((3, 4), dtype=dt)

@cuda.jit
def k(arr):
    i, j = cuda.grid(2)
    if i < arr.shape[0] and j < arr.shape[1]:
        arr[i, j]['v'] = i * 10 + j
        arr[i, j].w = arr[i, j].v / 2

k[(1, 1), (3, 4)](a)
print(a)
# expect: [[( 0,  0. ) ( 1,  0.5) ( 2,  1. ) ( 3,  1.5)]
# expect:  [(10,  5. ) (11,  5.5) (12,  6. ) (13,  6.5)]
# expect:  [(20, 10. ) (21, 10.5) (22, 11. ) (23, 11.5)]]
