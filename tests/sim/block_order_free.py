import numpy as np
from numba import cuda

@cuda.jit
def scale(x, y, total):
    i = cuda.grid(1)
    if i < x.shape[0]:
        y[i] = x[i] * np.float32(1.5) + np.float32(i % 7)
        cuda.atomic.add(total, 0, i % 5)

x = np.arange(5000, dtype=np.float32) / np.float32(3)
y = np.zeros_like(x)
total = np.zeros(1, dtype=np.int64)
scale[40, 128](x, y, total)
print(y[:5], y[-3:], float(y.sum()), total[0])
