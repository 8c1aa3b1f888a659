# no-cross-check: Numba's simulator gives this result when Python does not switch threads inside a thread's update (on a loaded machine it sometimes does: 255 for 256). A shared-memory counter incremented by every thread of a block without an atomic: reported
# as a race, and counted as Numba's simulator counts it (its threads run one after another).
import numpy as np
from numba import cuda, int32

@cuda.jit
def count(out):
    s = cuda.shared.array(1, int32)
    if cuda.threadIdx.x == 0:
        s[0] = 0
    cuda.syncthreads()
    s[0] += 1
    cuda.syncthreads()
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x] = s[0]

out = np.zeros(2, dtype=np.int32)
count[2, 48](out)
print(out)
# expect: [48 48]
# expect stderr: racy_shared_counter.py:12:5: warning: shared-memory race (write after read) on s[0] in kernel count
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0 writes 1
# expect stderr:   other threads read 0 at line 12, in the same barrier interval
# expect stderr:   (2 accesses like this one in the launch)
# expect stderr: racy_shared_counter.py:12:5: warning: shared-memory race (write after write) on s[0] in kernel count
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 1
# expect stderr:   thread (0,0,0) wrote 1 at line 12, in the same barrier interval
# expect stderr:   (94 accesses like this one in the launch)
# expect stderr: racy_shared_counter.py:12:5: warning: shared-memory race (read after write) on s[0] in kernel count
# expect stderr:   thread (32,0,0) block (0,0,0) warp 1 lane 0 reads 1
# expect stderr:   thread (31,0,0) wrote 1 at line 12, in the same barrier interval
# expect stderr:   (32 accesses like this one in the launch)
# expect stderr: weft: kernel count ran on after 128 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
