import numpy as np
from numba import cuda, float32

THREADS = 64


@cuda.jit
def block_sum(x, out):
    s = cuda.shared.array(THREADS, float32)
    tid = cuda.threadIdx.x
    s[tid] = x[cuda.blockIdx.x * THREADS + tid]
    cuda.syncthreads()
    stride = THREADS // 2
    while stride > 0:
        if tid < stride:
            s[tid] += s[tid + stride]
        cuda.syncthreads()
        stride //= 2
    if tid == 0:
        out[cuda.blockIdx.x] = s[0]


x = np.ones(2 * THREADS, dtype=np.float32)
out = np.zeros(2, dtype=np.float32)
block_sum[2, THREADS](x, out)
print(out)
