# no-cross-check: reading shared memory no thread has written is reported (Weft's check)
import numpy as np
from numba import cuda, float32

@cuda.jit
def k(out):
    buf = cuda.shared.array(64, dtype=float32)
    t = cuda.threadIdx.x
    if t < 32:
        buf[t] = t
    cuda.syncthreads()
    out[t] = buf[t]

out = np.zeros(64, dtype=np.float32)
k[1, 64](out)
# expect stderr: uninit_shared.py:12:14: error: read of uninitialised shared memory buf[32] in kernel k
# expect stderr:   thread (32,0,0) block (0,0,0) warp 1 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
