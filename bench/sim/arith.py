# Simulator benchmark: full-mask float32 arithmetic (a 256-step loop of multiply-adds in every
# thread of 65,536) for lane-instructions per second. Prints the launch time, then a checksum to stdout.
import time

import numpy as np
from numba import cuda


@cuda.jit
def work(x, y):
    i = cuda.grid(1)
    acc = np.float32(0)
    v = x[i]
    for k in range(256):
        acc = acc * np.float32(0.5) + v
    y[i] = acc


n = 65536
x = cuda.to_device(np.arange(n, dtype=np.float32))
y = cuda.device_array(n, dtype=np.float32)
t0 = time.perf_counter()
work[n // 256, 256](x, y)
cuda.synchronize()
t1 = time.perf_counter()
print("launch_seconds", t1 - t0)
print(float(y.copy_to_host().sum()))
