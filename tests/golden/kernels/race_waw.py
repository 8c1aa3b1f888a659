# no-cross-check: two threads writing one shared word in a barrier interval is reported (Weft's check)
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
# expect stderr: race_waw.py:9:5: error: shared-memory race (write after write) on buf[0] in kernel bucket
# expect stderr:   thread (8,0,0) block (0,0,0) warp 0 lane 8 writes; thread (0,0,0) wrote at line 9 in the same barrier interval
# expect runtime error: RuntimeError: kernel 'bucket' stopped on a fault (see the report above)
