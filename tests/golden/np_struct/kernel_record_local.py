import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f4'), ('y', 'f4'), ('n', 'i8')])
a = np.zeros(4, dtype=dt)
a['x'] = [1, 2, 3, 4]
a['y'] = [10, 20, 30, 40]

@cuda.jit
def k(arr, out):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        r = arr[i]
        out[i] = r.x * r['y']
        r.n = i * 10

out = np.zeros(4, dtype=np.float32)
k[1, 4](a, out)
print(out)
print(a)
# expect: [ 10.  40.  90. 160.]
# expect: [(1., 10.,  0) (2., 20., 10) (3., 30., 20) (4., 40., 30)]
