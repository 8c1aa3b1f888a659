import numpy as np
from numba import cuda

@cuda.jit
def every_other(a, out):
    i = cuda.grid(1)
    evens = a[::2]
    out[i] = evens[i]

a = np.arange(8, dtype=np.float32)
out = np.zeros(4, dtype=np.float32)
every_other[1, 4](a, out)
# expect stderr: slice_step_error.py:7:17: error: slices with a step are not supported in kernels
# expect runtime error: TypeError: cannot compile 'every_other' for the simulator: slices with a step are not supported in kernels
# no-cross-check: a Weft compile-time report (Numba's simulator runs strided slices)
