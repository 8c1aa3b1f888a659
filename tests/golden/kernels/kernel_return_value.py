# no-cross-check: a kernel that returns a value is a compile error (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    out[0] = 1
    return 5

out = np.zeros(1)
k[1, 1](out)
# expect stderr: kernel_return_value.py:8:5: error: a kernel cannot return a value
# expect runtime error: TypeError: cannot compile 'k' for the simulator: a kernel cannot return a value
