# float32 arithmetic stays in float32: (2**24 + 1) - 2**24 is 0 in float32 (it would be 1 in double).
import numpy as np
from numba import cuda

@cuda.jit
def k(x, y, out):
    out[0] = (x[0] + y[0]) - x[0]
    out[1] = x[0] * y[0] / np.float32(3.0)

x = np.array([16777216.0], dtype=np.float32)
y = np.array([1.0], dtype=np.float32)
out = np.zeros(2, dtype=np.float32)
k[1, 1](x, y, out)
print(out[0], out[1])
# expect: 0.0 5592405.5
