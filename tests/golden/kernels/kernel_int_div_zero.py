# In kernels integer division and modulo by zero give 0 (Numba's numpy error model), no error.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] // b[i] + a[i] % b[i]

a = np.array([7, 8, -9], dtype=np.int64)
b = np.array([2, 0, 4], dtype=np.int64)
out = np.zeros(3, dtype=np.int64)
k[1, 3](a, b, out)
print(out)
# expect: [4 0 0]
