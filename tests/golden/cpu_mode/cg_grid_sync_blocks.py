# --mode=cpu: a kernel that syncs a grid of several blocks goes to the simulator, which keeps
# every block waiting at the grid sync (native code runs a block to its end), with the same result.
# no-cross-check: Numba's simulator runs the blocks one after another (its grid sync is the block's): rows read from the later block stay 0 there
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def sequential_rows(M):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()
    for row in range(1, M.shape[0]):
        M[row, col] = M[row - 1, M.shape[1] - col - 1] + 1
        g.sync()

A = np.zeros((6, 64), dtype=np.int32)
sequential_rows[2, 32](A)
print(A[:, 0], A[:, 63], (A == A[:, :1]).all())
# expect: [0 1 2 3 4 5] [0 1 2 3 4 5] True
