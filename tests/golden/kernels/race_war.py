# no-cross-check: after the barrier Numba's simulator resumes threads in no fixed order. Overwriting a word another thread read in the same barrier interval is reported (Weft's check); the report is a warning and the kernel goes on
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
print(a[:4], a[-2:])
# expect: [1. 2. 3. 4.] [63.  1.]
# expect stderr: race_war.py:12:5: warning: shared-memory race (write after read) on buf[1] in kernel rotate
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 2.0
# expect stderr:   thread (0,0,0) read 1.0 at line 11, in the same barrier interval
# expect stderr:   (63 accesses like this one in the launch)
# expect stderr: race_war.py:11:9: warning: shared-memory race (read after write) on buf[0] in kernel rotate
# expect stderr:   thread (63,0,0) block (0,0,0) warp 1 lane 31 reads 1.0
# expect stderr:   thread (0,0,0) wrote 1.0 at line 12, in the same barrier interval
# expect stderr: weft: kernel rotate ran on after 64 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
