# no-cross-check: Numba's simulator indexes a record by position (r[0]); Weft's kernels by field name only
import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)

@cuda.jit
def k(arr, out):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        r = arr[i]
        out[i] = r[0]

k[1, 4](a, np.zeros(4))
# expect runtime error: TypeError: cannot compile 'k' for the simulator: a record is indexed by field names in kernels
