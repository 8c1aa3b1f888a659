# A variable may be bound to at most four different arrays.
# no-cross-check: a limit of Weft's compiled kernels; Numba's simulator runs it
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, c, d, e, out):
    i = cuda.grid(1)
    x = a
    if i == 1:
        x = b
    elif i == 2:
        x = c
    elif i == 3:
        x = d
    elif i == 4:
        x = e
    out[i] = x[i]

z = np.zeros(8)
k[1, 8](z, z, z, z, z, z)
# expect stderr: array_var_too_many.py:17:9: error: 'x' is bound to more than 4 different arrays
# expect runtime error: TypeError: cannot compile 'k' for the simulator: 'x' is bound to more than 4 different arrays
