# no-cross-check: calling a kernel without [griddim, blockdim] is an error (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    a[0] = 1

k(np.zeros(1))
# expect runtime error: ValueError: launch configuration was not specified; use kernel[griddim, blockdim](...)
