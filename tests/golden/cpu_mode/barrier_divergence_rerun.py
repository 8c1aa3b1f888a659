# no-cross-check: barrier divergence is reported by Weft's simulator
# --mode=cpu: a barrier only some threads reach is found in native code, the launch undone and
# rerun in the simulator, which reports it where the threads that skipped it reach the next one.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    out[t] = 7
    if t < 16:
        cuda.syncthreads()
    out[t] = t
    cuda.syncthreads()

out = np.zeros(32, dtype=np.int32)
k[1, 32](out)
# expect stderr: barrier_divergence_rerun.py:15:5: error: barrier divergence in kernel k: not all threads of the block reached the syncthreads() before this one
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
