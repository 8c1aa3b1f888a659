import numpy as np
from numba import cuda


@cuda.jit
def k(a):
    i = cuda.threadIdx.x
    a[i] = i * i
    if i == 3:
        breakpoint()
    a[i] += 1


a = np.zeros(4, dtype=np.int64)
k[1, 4](a)
print(a)
