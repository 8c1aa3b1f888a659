# no-cross-check: calling a plain host function from a kernel is a compile error (Weft's message)
import numpy as np
from numba import cuda

def helper(x):
    return x + 1

@cuda.jit
def k(out):
    out[0] = helper(1)

out = np.zeros(1, dtype=np.int64)
k[1, 1](out)
# expect stderr: host_call_error.py:10:14: error: cannot call the host function 'helper' from compiled code (decorate it with @cuda.jit(device=True) or @jit)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: cannot call the host function 'helper' from compiled code (decorate it with @cuda.jit(device=True) or @jit)
