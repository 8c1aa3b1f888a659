# no-cross-check: Numba's shared arrays are np.empty: garbage there, zero here. Reading an int16 shared element no thread has written is reported, even when its 4-byte word's other half was written (Weft's check); the report is a warning and the kernel goes on
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
print(out[:4])
# expect: [0 0 0 0]
# expect stderr: uninit_shared_int16.py:11:14: warning: read of uninitialised shared memory h[1] in kernel k
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 reads 0 (the simulator's zeroed memory; a GPU's holds anything)
# expect stderr:   (32 accesses like this one in the launch)
# expect stderr: weft: kernel k ran on after 0 racing accesses and 32 reads of uninitialised memory (--check=strict stops at the first)
