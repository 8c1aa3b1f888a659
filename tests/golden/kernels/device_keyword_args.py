# no-cross-check: Numba 0.56 rejects keyword arguments to device functions (the CUDA simulator and compiled typing both); Weft binds them as Python does (docs/language.md)
# Device functions called with keyword arguments bind them by name, with defaults for the rest.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def lerp(a, b, t=0.5, bias=0.0):
    return a + (b - a) * t + bias

@cuda.jit
def k(out):
    out[0] = lerp(1.0, 3.0, t=0.25)
    out[1] = lerp(b=5.0, a=1.0)
    out[2] = lerp(0.0, 1.0, bias=10.0, t=1.0)

out = np.zeros(3)
k[1, 1](out)
print(out)
# expect: [ 1.5  3.  11. ]
