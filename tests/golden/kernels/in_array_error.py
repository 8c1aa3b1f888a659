# no-cross-check: `in` over an array is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    out[0] = 3 in a

out = np.zeros(1)
k[1, 1](np.arange(4), out)
# expect stderr: in_array_error.py:7:14: error: 'in' is supported in kernels for tuples only
# expect runtime error: TypeError: cannot compile 'k' for the simulator: 'in' is supported in kernels for tuples only
