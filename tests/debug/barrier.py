import numpy as np
from numba import cuda


@cuda.jit
def k(a):
    t = cuda.threadIdx.x
    if t < 40:
        cuda.syncthreads()
    a[t] = t
    cuda.syncthreads()


a = np.zeros(64, dtype=np.int32)
try:
    k[1, 64](a)
except RuntimeError as e:
    print("RuntimeError")
