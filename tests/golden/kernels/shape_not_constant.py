# no-cross-check: Numba's simulator allocates any shape; compiled kernels need a constant one
# A shape that changes at run time (a kernel argument) is an error, naming the shape.
import numpy as np
from numba import cuda

@cuda.jit
def k(out, n):
    s = cuda.local.array(n, np.float32)
    s[0] = 1
    out[0] = s[0]

k[1, 1](np.zeros(1), 4)
# expect stderr: shape_not_constant.py:8:26: error: an array shape in a kernel must be a constant integer or a tuple of them
# expect runtime error: TypeError: cannot compile 'k' for the simulator: an array shape in a kernel must be a constant integer or a tuple of them
