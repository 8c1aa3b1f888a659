# no-cross-check: a compile error naming what is wrong with the shape (Numba's simulator makes NumPy raise its own error)
# A negative local array shape (written -3, a constant expression) is a compile error saying so.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    s = cuda.local.array(-3, np.float32)
    s[0] = 1
    out[0] = s[0]

out = np.zeros(1)
k[1, 1](out)
# expect stderr: local_array_negative.py:8:9: error: an array shape in a kernel must be positive, not -3
# expect runtime error: TypeError: cannot compile 'k' for the simulator: an array shape in a kernel must be positive, not -3
