import numpy as np
from numba import cuda


@cuda.jit(device=True)
def twice(v):
    w = v * 2
    return w


@cuda.jit
def scale(a, out):
    i = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    v = twice(a[i])
    out[i + 1] = v


a = np.arange(8, dtype=np.int64)
out = np.zeros(8, dtype=np.int64)
try:
    scale[1, 8](a, out)
except IndexError as e:
    print("IndexError:", e)
print(out)
