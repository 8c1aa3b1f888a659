# no-cross-check: Numba's simulator raises when a thread reaches the access (ValueError: tid=[1, 0, 0] ctaid=[0, 0, 0]: no field of name z, the thread varying); Weft's typer refuses the kernel before it runs
import numpy as np
from numba import cuda
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
a = np.zeros(4, dtype=dt)

@cuda.jit
def k(arr):
    i = cuda.grid(1)
    if i < arr.shape[0]:
        arr[i]['z'] = 1

k[1, 4](a)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: no field of name z
