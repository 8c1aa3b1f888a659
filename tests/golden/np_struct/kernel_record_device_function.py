import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)
a['x'] = [1, 2, 3, 4]

@cuda.jit(device=True)
def energy(r):
    return r.x * r.x + r['y']

@cuda.jit(device=True)
def bump(arr, i):
    arr[i].y += 5

@cuda.jit
def k(arr, out):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        bump(arr, i)
        out[i] = energy(arr[i])

out = np.zeros(4)
k[1, 4](a, out)
print(out)
print(a)
# expect: [ 6.  9. 14. 21.]
# expect: [(1., 5) (2., 5) (3., 5) (4., 5)]
