# A shared-memory histogram: zeroed by four threads, filled with shared atomics between barriers.
import numpy as np
from numba import cuda, int32

@cuda.jit
def hist(a, out):
    h = cuda.shared.array(4, dtype=int32)
    t = cuda.threadIdx.x
    if t < 4:
        h[t] = 0
    cuda.syncthreads()
    cuda.atomic.add(h, a[t] % 4, 1)
    cuda.syncthreads()
    if t < 4:
        out[t] = h[t]

a = np.arange(64, dtype=np.int32)
out = np.zeros(4, dtype=np.int32)
hist[1, 64](a, out)
print(out)
# expect: [16 16 16 16]
