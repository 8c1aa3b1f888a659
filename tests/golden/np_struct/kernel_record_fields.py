import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)
a['x'] = np.arange(4) * 1.5

@cuda.jit
def k(arr, out):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        arr[i]['y'] = i * 2
        out[i] = arr[i]['x'] + arr[i]['y']

out = np.zeros(4)
k[1, 4](a, out)
print(a)
print(out)
# expect: [(0. , 0) (1.5, 2) (3. , 4) (4.5, 6)]
# expect: [ 0.   3.5  7.  10.5]
