import numpy as np
from numba import cuda


@cuda.jit
def shift(a, out):
    i = cuda.threadIdx.x
    out[i + 1] = a[i]


def run(n):
    a = np.arange(n, dtype=np.int64)
    out = np.zeros(n, dtype=np.int64)
    shift[1, n](a, out)
    return out


print(run(4))
