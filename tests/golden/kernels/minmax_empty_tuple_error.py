# no-cross-check: max() of an empty tuple is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    out[0] = max(())

out = np.zeros(1)
k[1, 1](out)
# expect stderr: minmax_empty_tuple_error.py:7:14: error: min()/max() of an empty tuple
# expect runtime error: TypeError: cannot compile 'k' for the simulator: min()/max() of an empty tuple
