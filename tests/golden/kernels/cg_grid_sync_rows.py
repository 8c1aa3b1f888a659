# Numba's grid-sync documentation example in a one-block grid: each row reads the row above,
# written by other threads before the grid group's sync().
import numpy as np
from numba import cuda

@cuda.jit
def sequential_rows(M):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()
    rows = M.shape[0]
    cols = M.shape[1]
    for row in range(1, rows):
        opposite = cols - col - 1
        M[row, col] = M[row - 1, opposite] + 1
        g.sync()

A = np.zeros((8, 32), dtype=np.int32)
sequential_rows[1, 32](A)
print(A[:, 0])
print(A[:, 31])
print((A == np.tile(np.arange(8), (32, 1)).T).all())
# expect: [0 1 2 3 4 5 6 7]
# expect: [0 1 2 3 4 5 6 7]
# expect: True
