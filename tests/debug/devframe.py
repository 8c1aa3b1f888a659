import numpy as np
from numba import cuda


@cuda.jit(device=True)
def scaled(x, k):
    y = x * k
    return y + 1


@cuda.jit
def apply(a, out):
    i = cuda.threadIdx.x
    t = a[i] + 10
    out[i] = scaled(t, 3)


a = np.arange(4, dtype=np.int64)
out = np.zeros(4, dtype=np.int64)
apply[1, 4](a, out)
print(out)
