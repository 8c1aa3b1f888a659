# no-cross-check: range() without arguments in zip() is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    for x, y in zip(a, range()):
        out[0] += 1

a = np.zeros(3)
out = np.zeros(1)
k[1, 1](a, out)
# expect stderr: zip_range_args_error.py:7:24: error: range() takes 1 to 3 integer arguments
# expect runtime error: TypeError: cannot compile 'k' for the simulator: range() takes 1 to 3 integer arguments
