# no-cross-check: barrier divergence is reported by Weft's simulator
# --mode=cpu: a barrier only some threads reach is found in native code, the launch undone and
# rerun in the simulator, which reports it.
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

out = np.zeros(64, dtype=np.int32)
k[1, 64](out)
# expect stderr: barrier_divergence_rerun.py:13:9: error: barrier divergence in kernel k: not all threads of the block reached this syncthreads()
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
