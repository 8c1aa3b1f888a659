import numpy as np
from numba import cuda

@cuda.jit
def hello(out):
    i = cuda.grid(1)
    out[i] = i * 3
    if cuda.threadIdx.x == 0:
        print("block", cuda.blockIdx.x, "first thread", i)

out = np.zeros(8 * 64, dtype=np.int64)
hello[8, 64](out)
print(int(out.sum()))
