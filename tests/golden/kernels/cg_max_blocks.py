# kernel.overloads[sig].max_cooperative_grid_blocks(blockdim), as Numba's documentation asks it
# before a cooperative launch: Numba's simulator answers 1 for any signature (its blocks cannot
# wait for each other); Weft answers as it does, though its simulator syncs any number of blocks.
from numba import cuda, int32, void
import numpy as np

@cuda.jit(void(int32[:, ::1]))
def sequential_rows(M):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()
    for row in range(1, M.shape[0]):
        M[row, col] = M[row - 1, M.shape[1] - col - 1] + 1
        g.sync()

overload = sequential_rows.overloads[(int32[:, ::1],)]
print(overload.max_cooperative_grid_blocks(32))
print(sequential_rows.overloads["anything"].max_cooperative_grid_blocks((8, 4)))
print(sequential_rows.overloads)
A = np.zeros((4, 32), dtype=np.int32)
sequential_rows[1, 32](A)
print(A[:, 0])
overload.max_cooperative_grid_blocks()
# expect: 1
# expect: 1
# expect: {}
# expect: [0 1 2 3]
# expect runtime error: TypeError: FakeOverload.max_cooperative_grid_blocks() missing 1 required positional argument: 'blockdim'
