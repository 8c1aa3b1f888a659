# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). Two threads writing one shared word in a barrier interval is reported (Weft's check); the report is a warning and the kernel goes on (Numba's result)
import numpy as np
from numba import cuda, int32

@cuda.jit
def bucket(a, out):
    buf = cuda.shared.array(8, dtype=int32)
    t = cuda.threadIdx.x + 32 * cuda.threadIdx.y
    buf[t % 8] = a[t]
    cuda.syncthreads()
    if t < 8:
        out[t] = buf[t]

a = np.arange(64, dtype=np.int32)
out = np.zeros(8, dtype=np.int32)
bucket[(1, 2), (32, 2)](a, out)
print(out)
# expect: [56 57 58 59 60 61 62 63]
# expect stderr: race_waw.py:9:5: warning: shared-memory race (write after write) on buf[0] in kernel bucket
# expect stderr:   thread (8,0,0) block (0,0,0) warp 0 lane 8 writes 8
# expect stderr:   thread (0,0,0) wrote 0 at line 9, in the same barrier interval
# expect stderr:   (112 accesses like this one in the launch)
# expect stderr: race_waw.py:12:9: warning: global-memory race (write after write) on out[0] in kernel bucket
# expect stderr:   thread (0,0,0) block (0,1,0) warp 0 lane 0 writes 56
# expect stderr:   thread (0,0,0) block (0,0,0) wrote 56 at line 12, in this launch
# expect stderr:   (8 accesses like this one in the launch)
# expect stderr: weft: kernel bucket ran on after 120 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
