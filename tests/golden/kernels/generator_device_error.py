# no-cross-check: a generator called from a kernel is a compile error naming its def (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def gen(n):
    yield n

@cuda.jit
def k(out):
    out[0] = gen(1)

out = np.zeros(1)
k[1, 1](out)
# expect stderr: generator_device_error.py:6:1: error: generators are not supported in compiled code
# expect runtime error: TypeError: cannot compile 'k' for the simulator: generators are not supported in compiled code
