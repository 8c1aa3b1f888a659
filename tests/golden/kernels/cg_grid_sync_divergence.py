# no-cross-check: Numba's simulator lets the threads that skip the sync run on to their end; Weft's barrier check stops at a warp whose lanes split at the sync
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    g = cuda.cg.this_grid()
    if t < 16:
        g.sync()
    out[t] = t

out = np.zeros(64, dtype=np.int32)
k[1, 64](out)
# expect stderr: cg_grid_sync_divergence.py:10:9: error: barrier divergence in kernel k: not all threads of the block reached this syncthreads()
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
