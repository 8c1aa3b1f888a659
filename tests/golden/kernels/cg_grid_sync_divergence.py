# no-cross-check: Numba's simulator pairs the threads that skipped the first sync with the others' first one; Weft's barrier check reports them
# Threads 16.. skip the grid group's first sync() and reach the second: barrier divergence.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    g = cuda.cg.this_grid()
    if t < 16:
        g.sync()
    out[t] = t
    g.sync()

out = np.zeros(32, dtype=np.int32)
k[1, 32](out)
# expect stderr: cg_grid_sync_divergence.py:13:5: error: barrier divergence in kernel k: not all threads of the block reached the syncthreads() before this one
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
