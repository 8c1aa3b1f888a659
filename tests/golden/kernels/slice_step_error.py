import numpy as np
from numba import cuda

@cuda.jit
def every_kth(a, out, k):
    i = cuda.grid(1)
    picked = a[::k]
    out[i] = picked[i]

a = np.arange(8, dtype=np.float32)
out = np.zeros(4, dtype=np.float32)
every_kth[1, 4](a, out, 2)
# expect stderr: slice_step_error.py:7:18: error: a slice step in a kernel must be a nonzero integer constant
# expect runtime error: TypeError: cannot compile 'every_kth' for the simulator: a slice step in a kernel must be a nonzero integer constant
# no-cross-check: a Weft compile-time report (Numba's simulator takes any step)
