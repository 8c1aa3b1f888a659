# no-cross-check: a float start of enumerate() is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    for i, x in enumerate(a, 0.5):
        out[0] += 1

a = np.zeros(3)
out = np.zeros(1)
k[1, 1](a, out)
# expect stderr: enumerate_start_error.py:7:17: error: enumerate()'s start must be an integer
# expect runtime error: TypeError: cannot compile 'k' for the simulator: enumerate()'s start must be an integer
