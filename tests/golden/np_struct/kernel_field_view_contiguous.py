import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)
a['x'] = np.arange(4) * 1.5

@cuda.jit
def double(xs):
    i = cuda.grid(1)
    if i < xs.shape[0]:
        xs[i] *= 2

x = np.ascontiguousarray(a['x'])
double[1, 4](x)
a['x'] = x
print(a)
double[1, 4](a['y'])
# expect: [(0., 0) (3., 0) (6., 0) (9., 0)]
# expect runtime error: ValueError: Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()
