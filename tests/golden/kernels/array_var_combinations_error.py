# A statement that reads variables whose arrays make more than 16 combinations is refused.
# no-cross-check: a limit of Weft's compiled kernels; Numba's simulator runs it
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, c, out):
    i = cuda.grid(1)
    x = a
    y = b
    w = c
    if i == 1:
        x, y, w = b, c, a
    elif i == 2:
        x, y, w = c, a, b
    out[i] = x[i] + y[i] + w[i]

z = np.zeros(8)
k[1, 8](z, z, z, z)
# expect stderr: array_var_combinations_error.py:16:5: error: this statement reads array variables bound to too many arrays
# expect runtime error: TypeError: cannot compile 'k' for the simulator: this statement reads array variables bound to too many arrays
