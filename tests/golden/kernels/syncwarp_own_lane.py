# no-cross-check: Numba's CUDA simulator has no cuda.syncwarp; the fault report is Weft's
# Every lane calling syncwarp must be named in its mask (CUDA: undefined otherwise).
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    out[t] = t
    cuda.syncwarp(0x0000ffff)

out = np.zeros(64, dtype=np.int32)
k[2, 32](out)
# expect stderr: syncwarp_own_lane.py:10:5: error: syncwarp mask 0x0000ffff does not name lane 16, which calls it (calling lanes 0xffffffff), in kernel k
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
