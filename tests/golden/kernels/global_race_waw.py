# Two threads of different blocks writing one element in a launch is a race (Weft's check); the report is a warning and the kernel goes on (Numba's result)
import numpy as np
from numba import cuda

@cuda.jit
def spread(out):
    i = cuda.grid(1)
    out[i % 40] = i

out = np.zeros(64, dtype=np.int64)
spread[2, 32](out)
print(out[:3], out[22:26], out[38:41])
# expect: [40 41 42] [62 63 24 25] [38 39  0]
# expect stderr: global_race_waw.py:8:5: warning: global-memory race (write after write) on out[0] in kernel spread
# expect stderr:   thread (8,0,0) block (1,0,0) warp 0 lane 8 writes 40
# expect stderr:   thread (0,0,0) block (0,0,0) wrote 0 at line 8, in this launch
# expect stderr:   (24 accesses like this one in the launch)
# expect stderr: weft: kernel spread ran on after 24 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
