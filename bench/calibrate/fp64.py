# Calibration: the same arithmetic-bound loop (8 independent multiply-adds per iteration) in
# float32 and in float64. bench/calibrate.py compares the times on t4 and h100.
import numpy as np
from numba import cuda, float32, float64


@cuda.jit
def fma_f32(out, iters):
    i = cuda.grid(1)
    a = float32(i) * float32(1e-9)
    x0 = a
    x1 = a + float32(1)
    x2 = a + float32(2)
    x3 = a + float32(3)
    x4 = a + float32(4)
    x5 = a + float32(5)
    x6 = a + float32(6)
    x7 = a + float32(7)
    m = float32(0.999)
    for k in range(iters):
        x0 = x0 * m + a
        x1 = x1 * m + a
        x2 = x2 * m + a
        x3 = x3 * m + a
        x4 = x4 * m + a
        x5 = x5 * m + a
        x6 = x6 * m + a
        x7 = x7 * m + a
    out[i] = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7


@cuda.jit
def fma_f64(out, iters):
    i = cuda.grid(1)
    a = float64(i) * 1e-9
    x0 = a
    x1 = a + 1.0
    x2 = a + 2.0
    x3 = a + 3.0
    x4 = a + 4.0
    x5 = a + 5.0
    x6 = a + 6.0
    x7 = a + 7.0
    m = 0.999
    for k in range(iters):
        x0 = x0 * m + a
        x1 = x1 * m + a
        x2 = x2 * m + a
        x3 = x3 * m + a
        x4 = x4 * m + a
        x5 = x5 * m + a
        x6 = x6 * m + a
        x7 = x7 * m + a
    out[i] = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7


N = 1 << 18
o32 = cuda.device_array(N, dtype=np.float32)
o64 = cuda.device_array(N, dtype=np.float64)
fma_f32[N // 256, 256](o32, 64)
fma_f64[N // 256, 256](o64, 64)
print(o32.copy_to_host()[0], o64.copy_to_host()[0])
