# no-cross-check: reading an int16 shared element no thread has written is reported, even when its 4-byte word's other half was written (Weft's check)
import numpy as np
from numba import cuda, int16

@cuda.jit
def k(out):
    h = cuda.shared.array(64, int16)
    t = cuda.threadIdx.x
    h[2 * t] = t
    cuda.syncthreads()
    out[t] = h[2 * t + 1]

out = np.zeros(32, np.int64)
k[1, 32](out)
# expect stderr: uninit_shared_int16.py:11:14: error: read of uninitialised shared memory h[1] in kernel k
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
