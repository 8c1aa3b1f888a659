# no-cross-check: Numba's simulator raises its own TypeError text at run time; Weft refuses when compiling
# The grid group's sync() takes no arguments.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    g = cuda.cg.this_grid()
    g.sync(1)
    out[0] = 1

out = np.zeros(4, dtype=np.int32)
k[1, 4](out)
# expect stderr: cg_grid_sync_args_error.py:9:5: error: cuda.cg.this_grid().sync() takes no arguments
# expect runtime error: TypeError: cannot compile 'k' for the simulator: cuda.cg.this_grid().sync() takes no arguments
