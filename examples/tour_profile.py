# make run, part 3: where the time goes. Two launches on host arrays: Numba copies every array
# in and out around each launch, and the profiler (--profile) shows transfers against compute
# and says what to change.
import numpy as np
from numba import cuda


@cuda.jit
def axpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]


n = 1 << 14
x = np.arange(n, dtype=np.float32)
y = np.ones(n, dtype=np.float32)
out = np.empty_like(x)
axpy[n // 256, 256](np.float32(2.0), x, y, out)
axpy[n // 256, 256](np.float32(3.0), x, y, out)
print("out[:4] =", out[:4])
