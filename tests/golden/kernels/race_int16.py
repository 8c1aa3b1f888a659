# no-cross-check: two threads writing one int16 shared element in a barrier interval is still reported (Weft's check)
import numpy as np
from numba import cuda, int16

@cuda.jit
def pairs(out):
    h = cuda.shared.array(32, int16)
    t = cuda.threadIdx.x
    h[t // 2] = t
    cuda.syncthreads()
    out[t] = h[t // 2]

out = np.zeros(64, np.int64)
pairs[1, 64](out)
# expect stderr: race_int16.py:9:5: error: shared-memory race (write after write) on h[0] in kernel pairs
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes; thread (0,0,0) wrote at line 9 in the same barrier interval
# expect runtime error: RuntimeError: kernel 'pairs' stopped on a fault (see the report above)
