# no-cross-check: Numba's CUDA simulator runs kernels in Python and reads text fields; Weft's compiled kernels do not take them
# A structured array with a string field passed to a kernel: Weft's TypeError.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i]['n'] = 1

k[1, 2](np.zeros(2, dtype=[('s', 'U3'), ('n', 'i4')]))
# expect runtime error: TypeError: cannot pass a value of type 'numpy.ndarray' to a compiled function
