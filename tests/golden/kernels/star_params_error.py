# no-cross-check: a kernel with *args is a compile error naming the def (Weft's message; Numba's CUDA simulator runs it)
import numpy as np
from numba import cuda

@cuda.jit
def k(out, *rest):
    out[0] = 1.0

out = np.zeros(1)
k[1, 1](out)
# expect stderr: star_params_error.py:6:1: error: *args, **kwargs and keyword-only parameters are not supported in compiled code
# expect runtime error: TypeError: cannot compile 'k' for the simulator: *args, **kwargs and keyword-only parameters are not supported in compiled code
