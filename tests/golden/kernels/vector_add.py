# A 1-D grid adds two float32 vectors; the last block is partly outside the array.
import numpy as np
from numba import cuda

@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]

n = 1000
a = np.arange(n, dtype=np.float32) * np.float32(0.5)
b = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
add[(n + 255) // 256, 256](a, b, out)
print(out[:5])
print(out[-1], out.dtype)
print(np.array_equal(out, a + b))
# expect: [1.  1.5 2.  2.5 3. ]
# expect: 500.5 float32
# expect: True
