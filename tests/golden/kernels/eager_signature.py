# @cuda.jit with an explicit signature string, and a device function with a signature.
import numpy as np
from numba import cuda

@cuda.jit('float32(float32, float32)', device=True)
def hyp(a, b):
    return (a * a + b * b) ** 0.5

@cuda.jit('void(float32[:], float32[:], float32[:])')
def k(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = hyp(a[i], b[i])

a = np.array([3, 5, 8], dtype=np.float32)
b = np.array([4, 12, 15], dtype=np.float32)
out = np.zeros(3, dtype=np.float32)
k[1, 32](a, b, out)
print(out)
# expect: [ 5. 13. 17.]
