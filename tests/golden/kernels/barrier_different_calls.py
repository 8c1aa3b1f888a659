# no-cross-check: the fault report is Weft's; threads of one block waiting at different syncthreads() calls
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    if t < 32:
        out[t] = 1
        cuda.syncthreads()
    else:
        out[t] = 2
        cuda.syncthreads()

out = np.zeros(64, dtype=np.int32)
k[1, 64](out)
# expect stderr: barrier_different_calls.py:13:9: error: barrier divergence in kernel k: threads of the block wait at different syncthreads() calls
# expect stderr:   thread (32,0,0) block (0,0,0) warp 1 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
