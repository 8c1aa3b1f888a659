# no-cross-check: recursion in device functions is a compile error with the call's line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

@cuda.jit
def k(out):
    out[0] = fact(5)

out = np.zeros(1, dtype=np.int64)
k[1, 1](out)
# expect stderr: recursion_error.py:9:16: error: recursive calls are not supported in compiled code ('fact' calls itself)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: recursive calls are not supported in compiled code ('fact' calls itself)
