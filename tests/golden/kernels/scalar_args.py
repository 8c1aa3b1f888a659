# Scalar kernel arguments: Python floats are float64, np.float32 stays float32, ints are int64.
import numpy as np
from numba import cuda

@cuda.jit
def axpy(a, x, y, out, n):
    i = cuda.grid(1)
    if i < n:
        out[i] = a * x[i] + y[i]

x = np.arange(6, dtype=np.float32)
y = np.ones(6, dtype=np.float32)
out = np.zeros(6, dtype=np.float32)
axpy[1, 8](np.float32(0.1), x, y, out, 6)
print(out)
axpy[1, 8](0.1, x, y, out, 4)
print(out)
# expect: [1.  1.1 1.2 1.3 1.4 1.5]
# expect: [1.  1.1 1.2 1.3 1.4 1.5]
