# no-cross-check: iterating a 0-d array is refused when the kernel is compiled (Numba's simulator raises the same TypeError from thread 0 at run time)
import numpy as np
from numba import cuda
@cuda.jit
def k(a, out):
    for v in a:
        out[0] += v
k[1, 1](np.array(5.0), np.zeros(1))
# expect runtime error: TypeError: cannot compile 'k' for the simulator: iteration over a 0-d array
