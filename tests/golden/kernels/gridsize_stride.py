# A grid-stride loop covers an array larger than the grid.
import numpy as np
from numba import cuda

@cuda.jit
def scale(a, f):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, a.shape[0], stride):
        a[i] *= f

a = np.arange(1000, dtype=np.float64)
scale[3, 32](a, 2.5)
print(a[:4], a[999])
# expect: [0.  2.5 5.  7.5] 2497.5
