# no-cross-check: the race check is Weft's; the same reduction with its syncwarp left out
# A warp-level reduction in shared memory without cuda.syncwarp() between steps is a race.
import numpy as np
from numba import cuda

@cuda.jit
def warp_sum(a, out):
    buf = cuda.shared.array(32, np.float32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    s = 16
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        s //= 2
    if t == 0:
        out[0] = buf[0]

a = np.arange(32, dtype=np.float32)
out = np.zeros(1, dtype=np.float32)
warp_sum[1, 32](a, out)
# expect stderr: syncwarp_race.py:14:23: error: shared-memory race (read after write) on buf[16] in kernel warp_sum
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 reads; thread (16,0,0) wrote at line 10 in the same barrier interval
# expect runtime error: RuntimeError: kernel 'warp_sum' stopped on a fault (see the report above)
