# no-cross-check: lists inside kernels are a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    vals = [1, 2, 3]
    out[0] = vals[0]

out = np.zeros(1, dtype=np.int64)
k[1, 1](out)
# expect stderr: list_error.py:7:12: error: lists are not supported in kernels
# expect runtime error: TypeError: cannot compile 'k' for the simulator: lists are not supported in kernels
