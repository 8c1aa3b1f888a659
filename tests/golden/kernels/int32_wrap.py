# int32 values whose int64 result (Numba: int32 op int32 is int64) is stored into an int32 array wrap there, as on the device.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i] = a[i] * a[i] + a[i]

a = np.array([3, 46341, 2147483647, -5], dtype=np.int32)
out = np.zeros(4, dtype=np.int32)
k[1, 4](a, out)
print(out)
# expect: [         12 -2147432674 -2147483648          20]
