# no-cross-check: Numba's simulator runs kernels on structured arrays; Weft's kernels take their fields as arrays only
import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)

@cuda.jit
def k(arr):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        arr[i]['y'] = i

k[1, 4](a)
# expect runtime error: TypeError: structured arrays cannot be passed to kernels in Weft yet (pass each field as a contiguous array: np.ascontiguousarray(a['x']))
