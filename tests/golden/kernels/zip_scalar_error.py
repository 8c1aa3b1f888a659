# no-cross-check: zip() over a number is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    for x, y in zip(a, 3):
        out[0] += 1

a = np.zeros(3)
out = np.zeros(1)
k[1, 1](a, out)
# expect stderr: zip_scalar_error.py:7:24: error: enumerate() and zip() in compiled code take arrays, tuples and ranges
# expect runtime error: TypeError: cannot compile 'k' for the simulator: enumerate() and zip() in compiled code take arrays, tuples and ranges
