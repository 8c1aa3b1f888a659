# no-cross-check: overwriting a word another thread read in the same barrier interval is reported (Weft's check)
import numpy as np
from numba import cuda, float32

@cuda.jit
def rotate(a):
    buf = cuda.shared.array(64, dtype=float32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    cuda.syncthreads()
    v = buf[(t + 1) % 64]
    buf[t] = v
    a[t] = v

a = np.arange(64, dtype=np.float32)
rotate[1, 64](a)
# expect stderr: race_war.py:12:5: error: shared-memory race (write after read) on buf[1] in kernel rotate
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes; thread (0,0,0) read at line 11 in the same barrier interval
# expect runtime error: RuntimeError: kernel 'rotate' stopped on a fault (see the report above)
