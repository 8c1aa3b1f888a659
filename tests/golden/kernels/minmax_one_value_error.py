# no-cross-check: max() of one number is a compile error naming the line (Weft's message; Python's is a TypeError in each thread)
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    out[0] = max(out[0])

out = np.zeros(1)
k[1, 1](out)
# expect stderr: minmax_one_value_error.py:7:14: error: min()/max() of one value is supported in kernels for tuples only
# expect runtime error: TypeError: cannot compile 'k' for the simulator: min()/max() of one value is supported in kernels for tuples only
