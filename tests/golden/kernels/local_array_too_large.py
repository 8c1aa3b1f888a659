# no-cross-check: a compile error for a local array beyond a thread's local memory (Numba's simulator tries to allocate it)
# A local array of 2**40 elements (a constant expression) is too large for a thread.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    s = cuda.local.array(2**40, np.float32)
    s[0] = 1
    out[0] = s[0]

out = np.zeros(1)
k[1, 1](out)
# expect stderr: local_array_too_large.py:8:9: error: a local array of 4398046511104 bytes is too large (a thread has at most 512 KiB of local memory)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: a local array of 4398046511104 bytes is too large (a thread has at most 512 KiB of local memory)
