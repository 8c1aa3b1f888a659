# no-cross-check: Numba's CUDA simulator runs kernels in Python and takes object arrays; Weft's compiled kernels cannot
# A kernel given an object array: Weft's TypeError naming Numba's type of it.
import numpy as np
from numba import cuda

@cuda.jit
def fill(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = 1

fill[1, 2](np.array([1, None], dtype=object))
# expect runtime error: TypeError: cannot pass an object array (dtype=object) to a compiled function: Numba types it array(pyobject, 1d, C), which compiled code cannot use
