# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). Threads of different blocks reading what another thread writes in one launch is a race (Weft's check); the report is a warning and the kernel goes on (Numba's result)
import numpy as np
from numba import cuda

@cuda.jit
def shift(a):
    i = cuda.grid(1)
    if i < a.shape[0] - 1:
        a[i] = a[i + 1]

a = np.arange(64, dtype=np.float32)
shift[2, 32](a)
print(a[:4], a[-3:])
# expect: [1. 2. 3. 4.] [62. 63. 63.]
# expect stderr: global_race.py:9:9: warning: global-memory race (write after read) on a[1] in kernel shift
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 2.0
# expect stderr:   thread (0,0,0) block (0,0,0) read 1.0 at line 9, in this launch
# expect stderr:   (62 accesses like this one in the launch)
# expect stderr: weft: kernel shift ran on after 62 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
