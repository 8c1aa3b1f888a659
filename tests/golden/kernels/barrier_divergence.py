# no-cross-check: Numba's simulator pairs the threads that skipped the first syncthreads() with the others' first one; Weft's check reports them
# Threads 16.. skip the first syncthreads() and reach the second one, which the others reach as
# their second: barrier divergence, reported where they meet.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    if t < 16:
        cuda.syncthreads()
    out[t] = t
    cuda.syncthreads()
    out[t] += 1

out = np.zeros(32, dtype=np.int32)
k[1, 32](out)
# expect stderr: barrier_divergence.py:13:5: error: barrier divergence in kernel k: not all threads of the block reached the syncthreads() before this one
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
