# no-cross-check: zip() of nothing is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    for t in zip():
        out[0] += 1

a = np.zeros(3)
out = np.zeros(1)
k[1, 1](a, out)
# expect stderr: zip_no_args_error.py:7:14: error: zip() in compiled code takes one or more iterables
# expect runtime error: TypeError: cannot compile 'k' for the simulator: zip() in compiled code takes one or more iterables
