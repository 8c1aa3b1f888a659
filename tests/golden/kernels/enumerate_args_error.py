# no-cross-check: enumerate() with a third argument is a compile error naming the line (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    for i, x in enumerate(a, 1, 2):
        out[0] += 1

a = np.zeros(3)
out = np.zeros(1)
k[1, 1](a, out)
# expect stderr: enumerate_args_error.py:7:17: error: enumerate() takes an iterable and an optional start
# expect runtime error: TypeError: cannot compile 'k' for the simulator: enumerate() takes an iterable and an optional start
