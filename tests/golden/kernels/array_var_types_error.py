# A variable bound to arrays of different dtypes on different paths cannot be compiled (Numba
# cannot unify them either; its simulator runs it).
# no-cross-check: Weft refuses what Numba's typing refuses; the simulator does not type
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    x = a
    if i > 2:
        x = b
    out[i] = x[i]

k[1, 4](np.arange(4.0), np.arange(4, dtype=np.int32), np.zeros(4))
# expect stderr: array_var_types_error.py:12:9: error: 'x' is bound to arrays of different types (1d float64 and 1d int32)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: 'x' is bound to arrays of different types (1d float64 and 1d int32)
