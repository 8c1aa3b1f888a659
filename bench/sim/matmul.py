# Simulator benchmark: 64x64 float32 matrix multiply, one thread per output element
# (16x16 blocks on a 4x4 grid), launched once untimed so that compiling is not timed. Prints
# the launch time, then a checksum to stdout.
import time

import numpy as np
from numba import cuda


@cuda.jit
def matmul(a, b, c):
    i, j = cuda.grid(2)
    if i < c.shape[0] and j < c.shape[1]:
        acc = np.float32(0)
        for k in range(a.shape[1]):
            acc += a[i, k] * b[k, j]
        c[i, j] = acc


n = 64
a = cuda.to_device((np.arange(n * n) % 7).astype(np.float32).reshape(n, n))
b = cuda.to_device((np.arange(n * n) % 5).astype(np.float32).reshape(n, n))
c = cuda.device_array((n, n), dtype=np.float32)
matmul[(4, 4), (16, 16)](a, b, c)  # warm-up: the timed launch below excludes compiling the kernel
cuda.synchronize()
t0 = time.perf_counter()
matmul[(4, 4), (16, 16)](a, b, c)
cuda.synchronize()
t1 = time.perf_counter()
print("launch_seconds", t1 - t0)
print(float(c.copy_to_host().sum()))
