# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). Two threads writing one int16 shared element in a barrier interval is still reported (Weft's check); the report is a warning and the kernel goes on (Numba's result)
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
print(out[:6])
# expect: [1 1 3 3 5 5]
# expect stderr: race_int16.py:9:5: warning: shared-memory race (write after write) on h[0] in kernel pairs
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 1
# expect stderr:   thread (0,0,0) wrote 0 at line 9, in the same barrier interval
# expect stderr:   (32 accesses like this one in the launch)
# expect stderr: weft: kernel pairs ran on after 32 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
