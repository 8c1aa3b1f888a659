# no-cross-check: a thread reading an element another thread wrote with no barrier between is a race (Weft's check)
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
# expect stderr: global_race_raw.py:10:18: error: global-memory race (read after write) on a[0] in kernel neighbour
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 reads; thread (0,0,0) block (0,0,0) wrote at line 8 in this launch
# expect runtime error: RuntimeError: kernel 'neighbour' stopped on a fault (see the report above)
