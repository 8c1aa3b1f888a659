# Calling a kernel without [griddim, blockdim] is an error, in Numba's words (the message's
# last line here).
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    a[0] = 1

k(np.zeros(1))
# expect runtime error: See https://numba.readthedocs.io/en/stable/cuda/kernels.html#kernel-invocation for help.
