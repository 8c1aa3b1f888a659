# no-cross-check: an assert's message in a kernel is one constant string (Weft's compile error;
# Numba's simulator formats any message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    assert a[i] >= 0, i
    a[i] = 1

k[1, 2](np.zeros(2))
# expect stderr: assert_message_not_constant.py:9:23: error: an assert's message in a kernel must be one constant string
# expect runtime error: TypeError: cannot compile 'k' for the simulator: an assert's message in a kernel must be one constant string
