# no-cross-check: Numba's CUDA simulator has no cuda.syncwarp; the fault report is Weft's
# A syncwarp mask naming a lane that does not reach the syncwarp (CUDA: undefined) stops the launch.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    if t < 16:
        out[t] = t
        cuda.syncwarp()

out = np.zeros(32, dtype=np.int32)
k[1, 32](out)
# expect stderr: syncwarp_absent_lane.py:11:9: error: syncwarp mask 0xffffffff names lane 16, which does not reach it (calling lanes 0x0000ffff), in kernel k
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
