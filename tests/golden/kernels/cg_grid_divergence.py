# no-cross-check: Numba's simulator makes each grid sync its block's barrier and runs on; Weft's barrier check reports blocks that wait at different grid syncs
# Grid-level barrier divergence: block 0 waits at one grid sync, block 1 at another.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    i = cuda.grid(1)
    g = cuda.cg.this_grid()
    out[i] = i
    if cuda.blockIdx.x == 0:
        g.sync()
    else:
        g.sync()
    out[i] += 1

out = np.zeros(64, dtype=np.int32)
k[2, 32](out)
# expect stderr: cg_grid_divergence.py:14:9: error: barrier divergence in kernel k: blocks of the grid wait at different grid syncs (block (0,0,0) at line 12)
# expect stderr:   thread (0,0,0) block (1,0,0) warp 0 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
