import numpy as np
from numba import cuda, float32


@cuda.jit
def block_sum(x, out):
    s = cuda.shared.array(8, float32)
    tid = cuda.threadIdx.x
    s[tid] = x[cuda.blockIdx.x * 8 + tid]
    stride = 4
    while stride > 0:
        if tid < stride:
            s[tid] += s[tid + stride]
        stride //= 2
    if tid == 0:
        out[cuda.blockIdx.x] = s[0]


x = np.arange(16, dtype=np.float32)
out = np.zeros(2, dtype=np.float32)
block_sum[2, 8](x, out)
print(out)
