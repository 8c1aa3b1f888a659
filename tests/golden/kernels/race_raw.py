# no-cross-check: a read of a neighbour's shared-memory write without syncthreads is reported
import numpy as np
from numba import cuda, int32

@cuda.jit
def shift_left(a, out):
    buf = cuda.shared.array(32, dtype=int32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    if t < 31:
        out[t] = buf[t + 1]

a = np.arange(32, dtype=np.int32)
out = np.zeros(32, dtype=np.int32)
shift_left[1, 32](a, out)
# expect stderr: race_raw.py:11:18: error: shared-memory race (read after write) on buf[1] in kernel shift_left
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 reads; thread (1,0,0) wrote at line 9 in the same barrier interval
# expect runtime error: RuntimeError: kernel 'shift_left' stopped on a fault (see the report above)
