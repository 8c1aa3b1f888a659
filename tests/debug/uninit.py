import numpy as np
from numba import cuda, float32


@cuda.jit
def k(a):
    s = cuda.shared.array(8, float32)
    t = cuda.threadIdx.x
    if t < 6:
        s[t] = t + 0.5
    cuda.syncthreads()
    a[t] = s[7 - t]


a = np.zeros(8, dtype=np.float32)
try:
    k[1, 8](a)
except RuntimeError:
    print("RuntimeError")
