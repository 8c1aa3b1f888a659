# no-cross-check: two threads of different blocks writing one element in a launch is a race (Weft's check)
import numpy as np
from numba import cuda

@cuda.jit
def spread(out):
    i = cuda.grid(1)
    out[i % 40] = i

out = np.zeros(64, dtype=np.int64)
spread[2, 32](out)
# expect stderr: global_race_waw.py:8:5: error: global-memory race (write after write) on out[0] in kernel spread
# expect stderr:   thread (8,0,0) block (1,0,0) warp 0 lane 8 writes; thread (0,0,0) block (0,0,0) wrote at line 8 in this launch
# expect runtime error: RuntimeError: kernel 'spread' stopped on a fault (see the report above)
