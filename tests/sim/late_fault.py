import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    if i == 3000 or i == 100:
        print("hit", i)
    out[i] = a[i] * 2

a = np.arange(4000, dtype=np.int32)
out = np.zeros(4000, dtype=np.int32)
k[32, 128](a, out)
print(out[:4].tolist())
