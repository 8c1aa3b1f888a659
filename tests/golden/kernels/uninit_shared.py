# no-cross-check: Numba's shared arrays are np.empty: garbage there, zero here. Reading shared memory no thread has written is reported (Weft's check); the report is a warning and the kernel goes on
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
print(out[30:34])
# expect: [30. 31.  0.  0.]
# expect stderr: uninit_shared.py:12:14: warning: read of uninitialised shared memory buf[32] in kernel k
# expect stderr:   thread (32,0,0) block (0,0,0) warp 1 lane 0 reads 0.0 (the simulator's zeroed memory; a GPU's holds anything)
# expect stderr:   (32 accesses like this one in the launch)
# expect stderr: weft: kernel k ran on after 0 racing accesses and 32 reads of uninitialised memory (--check=strict stops at the first)
