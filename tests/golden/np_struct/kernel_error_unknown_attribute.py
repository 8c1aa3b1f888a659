# no-cross-check: Numba's simulator raises when a thread reaches the access; Weft's typer refuses the kernel before it runs
import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)

@cuda.jit
def k(arr, out):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        out[i] = arr[i].w

k[1, 4](a, np.zeros(4))
# expect runtime error: TypeError: cannot compile 'k' for the simulator: Unknown attribute 'w' of a record
