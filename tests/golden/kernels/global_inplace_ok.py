# Each thread reading and then writing its own elements (and a barrier-ordered exchange) is race-free.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b):
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    a[i] = a[i] * 2 + 1
    b[i] = i
    cuda.syncthreads()
    if t == 0:
        s = 0
        for j in range(cuda.blockDim.x):
            s += b[cuda.blockIdx.x * cuda.blockDim.x + j]
        b[cuda.blockIdx.x * cuda.blockDim.x] = s

a = np.arange(64, dtype=np.int64)
b = np.zeros(64, dtype=np.int64)
k[2, 32](a, b)
print(a[:5], b[0], b[32])
# expect: [1 3 5 7 9] 496 1520
