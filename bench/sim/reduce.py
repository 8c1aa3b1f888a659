# Simulator benchmark: 256-thread shared-memory tree reduction with one atomic per block over
# 65,536 float32 elements. Prints the launch time, then the sum to stdout.
import time

import numpy as np
from numba import cuda


@cuda.jit
def block_sum(x, total):
    buf = cuda.shared.array(256, np.float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.shape[0] else np.float32(0)
    cuda.syncthreads()
    s = 128
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        cuda.atomic.add(total, 0, buf[0])


n = 65536
x = cuda.to_device((np.arange(n) % 100).astype(np.float32))
total = cuda.to_device(np.zeros(1, dtype=np.float32))
t0 = time.perf_counter()
block_sum[n // 256, 256](x, total)
cuda.synchronize()
t1 = time.perf_counter()
print("launch_seconds", t1 - t0)
print(float(total.copy_to_host()[0]))
