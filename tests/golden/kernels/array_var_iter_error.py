# Iterating over a variable bound to different arrays on different paths is refused at its
# line, never compiled for one of the arrays.
# no-cross-check: a limit of Weft's compiled kernels; Numba's simulator runs it
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    x = a
    if i > 2:
        x = b
    for v in x:
        out[i] += v

k[1, 4](np.arange(4.0), np.arange(4.0), np.zeros(4))
# expect stderr: array_var_iter_error.py:13:14: error: 'x' is bound to different arrays on different paths; compiled code reads such a variable only in a simple statement or an if/while test
# expect runtime error: TypeError: cannot compile 'k' for the simulator: 'x' is bound to different arrays on different paths; compiled code reads such a variable only in a simple statement or an if/while test
