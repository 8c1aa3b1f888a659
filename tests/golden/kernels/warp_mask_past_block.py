# no-cross-check: a full-warp mask in the last, partial warp of a 40-thread block names lanes with no thread; the report says so instead of naming a thread the block does not have (Weft's check)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    t = cuda.threadIdx.x
    a[t] = cuda.shfl_down_sync(0xffffffff, a[t], 1)

a = np.arange(40, dtype=np.int32)
k[1, 40](a)
# expect stderr: warp_mask_past_block.py:8:12: error: warp intrinsic mask 0xffffffff names lanes that are not active (active 0x000000ff) in kernel k
# expect stderr:   block (0,0,0) warp 1 lane 8 (no thread: the block has 40 threads)
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
