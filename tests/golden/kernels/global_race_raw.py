# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). A thread reading an element another thread wrote with no barrier between is a race (Weft's check); the report is a warning and the kernel goes on (Numba's result)
import numpy as np
from numba import cuda

@cuda.jit
def neighbour(a, out):
    i = cuda.grid(1)
    a[i] = i
    if i > 0:
        out[i] = a[i - 1]

a = np.zeros(64, dtype=np.float32)
out = np.zeros(64, dtype=np.float32)
neighbour[2, 32](a, out)
print(out[:4], out[30:34])
# expect: [0. 0. 1. 2.] [29. 30. 31. 32.]
# expect stderr: global_race_raw.py:10:18: warning: global-memory race (read after write) on a[0] in kernel neighbour
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 reads 0.0
# expect stderr:   thread (0,0,0) block (0,0,0) wrote 0.0 at line 8, in this launch
# expect stderr:   (63 accesses like this one in the launch)
# expect stderr: weft: kernel neighbour ran on after 63 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
