# Integer arithmetic in kernels has Numba's result types: int32 op int32 is int64, so the
# cube of a thread index (int32) does not wrap; a store into an int32 array still converts.
import numpy as np
from numba import cuda

@cuda.jit
def k(out, out32):
    x = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    if x == 2999:
        out[0] = x * x * x
        out[1] = cuda.threadIdx.x ** 4
        out[2] = -cuda.threadIdx.x * 1000000000
        out32[0] = x * x * x

out = np.zeros(3, np.int64)
out32 = np.zeros(1, np.int32)
k[3, 1000](out, out32)
print(out)
print(out32)
# expect: [  26973008999  996005996001 -999000000000]
# expect: [1203205223]
