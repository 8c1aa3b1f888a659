# A 3-D grid of 3-D blocks: every thread writes its global x, y, z into its own cell.
import numpy as np
from numba import cuda

@cuda.jit
def coords(out):
    x, y, z = cuda.grid(3)
    if x < out.shape[0] and y < out.shape[1] and z < out.shape[2]:
        out[x, y, z] = x * 100 + y * 10 + z

out = np.zeros((5, 4, 3), dtype=np.int64)
coords[(2, 2, 2), (4, 2, 2)](out)
print(out[4, 3, 2], out[1, 2, 0], out.sum())
# expect: 432 120 12960
