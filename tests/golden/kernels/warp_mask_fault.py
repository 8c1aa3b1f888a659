# no-cross-check: a full-warp mask used where only half the lanes are active is reported (Weft's check)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    t = cuda.threadIdx.x
    if t < 16:
        a[t] = cuda.shfl_down_sync(0xffffffff, a[t], 1)

a = np.arange(32, dtype=np.int32)
k[1, 32](a)
# expect stderr: warp_mask_fault.py:9:16: error: warp intrinsic mask 0xffffffff names lanes that are not active (active 0x0000ffff) in kernel k
# expect stderr:   thread (16,0,0) block (0,0,0) warp 0 lane 16
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
