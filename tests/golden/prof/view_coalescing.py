# A kernel reading a view of a device array that starts 4 bytes into its allocation.
# tests/prof/test_prof.py profiles this program: each warp's 32 float32 loads cover bytes
# 4..131 of a 256-byte aligned allocation, 5 sectors (Sec/Req 5.00); the stores to o, 4.00.
import numpy as np
from numba import cuda


@cuda.jit
def cp(a, out):
    i = cuda.grid(1)
    out[i] = a[i]


d = cuda.to_device(np.arange(1025, dtype=np.float32))
o = cuda.device_array(1024, dtype=np.float32)
cp[32, 32](d[1:], o)
r = o.copy_to_host()
print(r[:3], r[-1])
# expect: [1. 2. 3.] 1024.0
