# no-cross-check: allocating a NumPy array inside a kernel is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    tmp = np.zeros(4)
    out[0] = tmp[0]

out = np.zeros(1)
k[1, 1](out)
# expect stderr: allocation_error.py:7:11: error: NumPy functions such as np.zeros() are not supported in kernels (no allocation or host calls)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: NumPy functions such as np.zeros() are not supported in kernels (no allocation or host calls)
