# no-cross-check: Numba's simulator runs thread 0's loop before thread 16 writes: uninitialised shared memory (garbage there). The race check is Weft's; the same reduction with its syncwarp left out; the report is a warning and the kernel goes on
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
print(out[0])
# expect: 0.0
# expect stderr: syncwarp_race.py:14:23: warning: shared-memory race (read after write) on buf[16] in kernel warp_sum
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 reads 16.0
# expect stderr:   thread (16,0,0) wrote 16.0 at line 10, in the same barrier interval
# expect stderr:   (16 accesses like this one in the launch)
# expect stderr: syncwarp_race.py:14:23: warning: shared-memory race (read after write) on buf[8] in kernel warp_sum
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 reads 32.0
# expect stderr:   thread (8,0,0) wrote 32.0 at line 14, in the same barrier interval
# expect stderr:   (15 accesses like this one in the launch)
# expect stderr: weft: kernel warp_sum ran on after 31 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
