# no-cross-check: a kernel raises only builtin exception classes with a constant message (Weft's
# compile error; Numba's simulator runs any raise in Python)
import numpy as np
from numba import cuda

class Bad(Exception):
    pass

@cuda.jit
def k(a):
    if a[0] < 0:
        raise Bad("negative")

k[1, 1](np.zeros(1))
# expect stderr: raise_custom_error.py:12:15: error: a kernel can raise only a builtin exception class
# expect runtime error: TypeError: cannot compile 'k' for the simulator: a kernel can raise only a builtin exception class
