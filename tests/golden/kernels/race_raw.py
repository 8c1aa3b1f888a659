# no-cross-check: Numba's simulator runs thread 0 before thread 1 writes: it reads uninitialised shared memory (garbage there; zero here). A read of a neighbour's shared-memory write without syncthreads is reported; the report is a warning and the kernel goes on
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
print(out[:4])
# expect: [0 0 0 0]
# expect stderr: race_raw.py:11:18: warning: shared-memory race (read after write) on buf[1] in kernel shift_left
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 reads 1
# expect stderr:   thread (1,0,0) wrote 1 at line 9, in the same barrier interval
# expect stderr:   (31 accesses like this one in the launch)
# expect stderr: weft: kernel shift_left ran on after 31 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
