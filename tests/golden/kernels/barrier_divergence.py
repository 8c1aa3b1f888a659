# no-cross-check: syncthreads inside a branch only some threads take is reported (Weft's check)
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    if t < 16:
        cuda.syncthreads()
    out[t] = t

out = np.zeros(64, dtype=np.int32)
k[1, 64](out)
# expect stderr: barrier_divergence.py:9:9: error: barrier divergence in kernel k: not all threads of the block reached this syncthreads()
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
