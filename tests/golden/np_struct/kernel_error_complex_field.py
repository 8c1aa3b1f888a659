# no-cross-check: Numba's simulator takes complex fields; Weft's kernels do not yet
import numpy as np
from numba import cuda
dt = np.dtype([('z', 'c16'), ('n', 'i4')])
a = np.zeros(4, dtype=dt)

@cuda.jit
def k(arr):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        arr[i].n = i

k[1, 4](a)
# expect runtime error: TypeError: this structured array's fields cannot be passed to kernels in Weft (complex fields and more than 4 dimensions are not supported)
