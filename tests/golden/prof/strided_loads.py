# Unit-stride vs strided float32 loads, one warp each (32 threads, 1 block, device arrays).
# tests/prof/test_prof.py reads the counters: 'unit' loads 4 sectors per request (128 bytes),
# 'stride2' 8, 'column' (a[i, 0] of a 32x32 array: 128-byte rows) 32.
import numpy as np
from numba import cuda


@cuda.jit
def unit(a, out):
    i = cuda.threadIdx.x
    out[i] = a[i]


@cuda.jit
def stride2(a, out):
    i = cuda.threadIdx.x
    out[i] = a[2 * i]


@cuda.jit
def column(m, out):
    i = cuda.threadIdx.x
    out[i] = m[i, 0]


a = cuda.to_device(np.arange(64, dtype=np.float32))
m = cuda.to_device(np.arange(1024, dtype=np.float32).reshape(32, 32))
out = cuda.device_array(32, dtype=np.float32)
unit[1, 32](a, out)
print(out.copy_to_host()[:4])
stride2[1, 32](a, out)
print(out.copy_to_host()[:4])
column[1, 32](m, out)
print(out.copy_to_host()[:4])
# expect: [0. 1. 2. 3.]
# expect: [0. 2. 4. 6.]
# expect: [ 0. 32. 64. 96.]
