# --mode=cpu: a kernel whose one-block grid syncs with cuda.cg.this_grid().sync() runs as native
# code (the grid barrier is the block barrier), with the simulator's result.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def sequential_rows(M):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()
    for row in range(1, M.shape[0]):
        M[row, col] = M[row - 1, M.shape[1] - col - 1] + 1
        g.sync()

A = np.zeros((6, 16), dtype=np.int32)
sequential_rows[1, 16](A)
print(A[:, 0], A[:, 15])
# expect: [0 1 2 3 4 5] [0 1 2 3 4 5]
# expect stderr: weft: @jit function 'sequential_rows' (sequential_rows__a2Ci4): native code
