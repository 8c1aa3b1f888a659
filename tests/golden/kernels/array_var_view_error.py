# A variable bound to different arrays on different paths must be bound to whole arrays.
# no-cross-check: a limit of Weft's compiled kernels; Numba's simulator runs it
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    x = a
    if i > 2:
        x = b[1:]
    out[i] = x[0]

k[1, 4](np.arange(4.0), np.arange(5.0), np.zeros(4))
# expect stderr: array_var_view_error.py:11:9: error: 'x' is bound to different arrays on different paths, so each must be a whole array, not a view
# expect runtime error: TypeError: cannot compile 'k' for the simulator: 'x' is bound to different arrays on different paths, so each must be a whole array, not a view
