# no-cross-check: Numba's CUDA simulator ignores a device function's declared signature; compiled Numba converts arguments and result to it
# A device function with a declared signature takes its arguments converted to the declared
# types and returns the declared type (float32 here: 1/3 rounds to float32).
import numpy as np
from numba import cuda

@cuda.jit("float32(float32, float32)", device=True)
def third(x, y):
    return x / y

@cuda.jit
def k(out):
    out[0] = third(1.0, 3.0)
    out[1] = third(1, 3)

out = np.zeros(2)
k[1, 1](out)
print(out)
# expect: [0.33333334 0.33333334]
