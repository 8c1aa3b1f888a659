# Calibration: a copy whose loads are strided (b[i] = a[i * s]) for s = 1, 2, 4, 8, 16, 32, and the
# same over an array of structures vs a structure of arrays. bench/calibrate.py compares times.
import numpy as np
from numba import cuda

N = 1 << 21


@cuda.jit
def copy_stride(a, b, s):
    i = cuda.grid(1)
    if i < b.shape[0]:
        b[i] = a[i * s]


@cuda.jit
def sum_aos(p, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = p[i, 0] + p[i, 1]


@cuda.jit
def sum_soa(x, y, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = x[i] + y[i]


a = cuda.device_array(N * 32, dtype=np.float32)
b = cuda.device_array(N, dtype=np.float32)
for s in (1, 2, 4, 8, 16, 32):
    copy_stride[N // 256, 256](a, b, s)
p = cuda.device_array((N, 4), dtype=np.float32)
x = cuda.device_array(N, dtype=np.float32)
y = cuda.device_array(N, dtype=np.float32)
sum_aos[N // 256, 256](p, b)
sum_soa[N // 256, 256](x, y, b)
print(b.copy_to_host()[:2])
