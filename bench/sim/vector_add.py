# Simulator benchmark: 65,536-element float32 vector add (256 blocks of 256 threads).
# Prints the launch time (read by bench/sim_run.py) and a checksum.
import time

import numpy as np
from numba import cuda


@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i] + b[i]


n = 65536
a = cuda.to_device(np.arange(n, dtype=np.float32))
b = cuda.to_device(np.ones(n, dtype=np.float32))
out = cuda.device_array(n, dtype=np.float32)
t0 = time.perf_counter()
add[n // 256, 256](a, b, out)
cuda.synchronize()
t1 = time.perf_counter()
print("launch_seconds", t1 - t0)
print(float(out.copy_to_host().sum()))
