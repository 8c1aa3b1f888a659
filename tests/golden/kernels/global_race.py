# no-cross-check: threads of different blocks reading what another thread writes in one launch is a race (Weft's check)
import numpy as np
from numba import cuda

@cuda.jit
def shift(a):
    i = cuda.grid(1)
    if i < a.shape[0] - 1:
        a[i] = a[i + 1]

a = np.arange(64, dtype=np.float32)
shift[2, 32](a)
# expect stderr: global_race.py:9:9: error: global-memory race (write after read) on a[1] in kernel shift
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes; thread (0,0,0) block (0,0,0) read at line 9 in this launch
# expect runtime error: RuntimeError: kernel 'shift' stopped on a fault (see the report above)
