import numpy as np
from numba import cuda


@cuda.jit
def bump(v, w):
    i = cuda.threadIdx.x
    v[i] += 1
    w[i, 1] = v[i] * 10


a = np.arange(4, dtype=np.int32)
b = np.zeros((4, 2), dtype=np.int32)
bump[1, 4](a, b)
print(a)
print(b)
