# no-cross-check: Numba's simulator checks no races; Weft reports them and runs on
# The race checks see the grid group's sync() as a barrier of every block: the first three
# phases race with nothing (each reads what other blocks wrote before a sync), while in the last
# each thread updates out[i] that its left neighbour (in the same or the previous block) reads.
import numpy as np
from numba import cuda

@cuda.jit
def k(out, b):
    i = cuda.grid(1)
    out[i] = 1
    cuda.cg.this_grid().sync()
    b[i] = out[i] + out[(i + 1) % out.size]
    cuda.cg.this_grid().sync()
    out[i] += b[(i + 1) % b.size]
    cuda.cg.this_grid().sync()
    out[i] += out[(i + 1) % out.size]

out = np.zeros(96, dtype=np.int32)
b = np.zeros(96, dtype=np.int32)
k[3, 32](out, b)
print(b.sum(), out.sum())
# expect: 192 579
# expect stderr: cg_race_across_sync.py:17:5: warning: global-memory race (write after read) on out[1] in kernel k
# expect stderr:   thread (1,0,0) block (0,0,0) warp 0 lane 1 writes 6
# expect stderr: cg_race_across_sync.py:17:5: warning: global-memory race (write after read) on out[32] in kernel k
# expect stderr:   thread (0,0,0) block (1,0,0) warp 0 lane 0 writes 6
# expect stderr: cg_race_across_sync.py:17:15: warning: global-memory race (read after write) on out[0] in kernel k
# expect stderr:   thread (31,0,0) block (2,0,0) warp 0 lane 31 reads 6
# expect stderr: weft: kernel k ran on after 96 racing accesses and 0 reads of uninitialised memory (--check=strict stops at the first)
