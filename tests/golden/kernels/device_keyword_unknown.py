# no-cross-check: a compile error in Weft's words (Numba's simulator raises Python's TypeError when the call runs)
# A keyword argument that names no parameter of a device function is a compile error.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def lerp(a, b, t=0.5):
    return a + (b - a) * t

@cuda.jit
def k(out):
    out[0] = lerp(1.0, 3.0, s=0.25)

out = np.zeros(1)
k[1, 1](out)
# expect stderr: device_keyword_unknown.py:12:14: error: lerp() got an unexpected keyword argument 's'
# expect runtime error: TypeError: cannot compile 'k' for the simulator: lerp() got an unexpected keyword argument 's'
