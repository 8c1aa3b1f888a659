# Host arrays passed straight to a kernel: Numba copies each in and back on every launch.
# tests/prof/test_prof.py profiles this program: 3 launches x 3 arrays x 1024 float32 each way,
# advice: transfers dominate, argument 0 and 1 never written, copied on every call, too small.
import numpy as np
from numba import cuda


@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]


n = 1024
a = np.arange(n, dtype=np.float32)
b = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
for k in range(3):
    add[4, 256](a, b, out)
print(out[:4])
print(out.sum())
# expect: [1. 2. 3. 4.]
# expect: 524800.0
