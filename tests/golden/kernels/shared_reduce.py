# Block-wide tree reduction in shared memory with syncthreads, one atomic add per block.
import numpy as np
from numba import cuda, float32

TPB = 128

@cuda.jit
def block_sum(x, total):
    buf = cuda.shared.array(TPB, dtype=float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.shape[0] else 0
    cuda.syncthreads()
    s = TPB // 2
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        cuda.atomic.add(total, 0, buf[0])

x = np.arange(1000, dtype=np.float32)
total = np.zeros(1, dtype=np.float32)
block_sum[(1000 + TPB - 1) // TPB, TPB](x, total)
print(total[0], x.sum())
# expect: 499500.0 499500.0
