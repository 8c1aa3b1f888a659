import numpy as np
from numba import cuda


@cuda.jit
def k(out):
    i = cuda.threadIdx.x
    out[i] = i
    scale = 3
    if i > 1:
        big = 100
        out[i] += big
    out[i] = out[i] * scale


a = np.zeros(4, dtype=np.int64)
k[1, 4](a)
print(a)
