# no-cross-check: Numba's simulator runs the blocks one after another (its grid sync is the block's), so rows read from a later block stay 0 there; a GPU and Weft wait for every block
# Numba's documentation example for grid sync, in a grid of two blocks: each row reads the
# opposite column of the row above, which the other block wrote before the grid group's sync().
from numba import cuda, int32, void
import numpy as np

@cuda.jit(void(int32[:, ::1]))
def sequential_rows(M):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()

    rows = M.shape[0]
    cols = M.shape[1]

    for row in range(1, rows):
        opposite = cols - col - 1
        # Each row's elements are one greater than the previous row
        M[row, col] = M[row - 1, opposite] + 1
        # Wait until all threads have written their column element,
        # and that the write is visible to all other threads
        g.sync()

A = np.zeros((16, 64), dtype=np.int32)
blockdim = 32
griddim = A.shape[1] // blockdim
sequential_rows[griddim, blockdim](A)
print(A[:, 0])
print(A[:, 63])
reference = np.tile(np.arange(16), (64, 1)).T
print((A == reference).all())
# expect: [ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15]
# expect: [ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15]
# expect: True
