# Kernels whose modeled times teach the profiler's lessons (tests/prof/test_prof.py runs it with
# a size argument and checks the orderings and the advice): a coalesced copy and one whose warps
# touch 32 sectors (j = 33 i mod n), small blocks (16 threads), float32 vs float64, sin vs a
# multiply. Without an argument (the golden run) the arrays are small.
import sys
import math
import numpy as np
from numba import cuda


@cuda.jit
def copy_coalesced(a, b):
    i = cuda.grid(1)
    if i < a.shape[0]:
        b[i] = a[i] * 2


@cuda.jit
def copy_scattered(a, b):
    i = cuda.grid(1)
    n = a.shape[0]
    if i < n:
        j = 33 * i % n
        b[j] = a[j] * 2


@cuda.jit
def scale_small_blocks(a, b):
    i = cuda.grid(1)
    if i < a.shape[0]:
        b[i] = a[i] * 2


@cuda.jit
def poly64(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        acc = 0.0
        for k in range(32):
            acc = acc * v + 1.0
        out[i] = acc


@cuda.jit
def poly32(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        acc = np.float32(0.0)
        for k in range(32):
            acc = acc * v + np.float32(1.0)
        out[i] = acc


@cuda.jit
def mul_only(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = x[i] * np.float32(0.5)


@cuda.jit
def sin_of(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = math.sin(x[i])


n = int(sys.argv[1]) if len(sys.argv) > 1 else 256
h = np.arange(n, dtype=np.float32)
a = cuda.to_device(h)
b = cuda.device_array(n, dtype=np.float32)
blocks = (n + 255) // 256
copy_coalesced[blocks, 256](a, b)
r1 = b.copy_to_host()
copy_scattered[blocks, 256](a, b)
r2 = b.copy_to_host()
scale_small_blocks[(n + 15) // 16, 16](a, b)
x64 = cuda.to_device(np.full(n, 0.5))
o64 = cuda.device_array(n)
poly64[blocks, 256](x64, o64)
x32 = cuda.to_device(np.full(n, 0.5, dtype=np.float32))
o32 = cuda.device_array(n, dtype=np.float32)
poly32[blocks, 256](x32, o32)
mul_only[blocks, 256](x32, o32)
sin_of[blocks, 256](x32, o32)
print((r1 == 2 * h).all(), (r2 == 2 * h).all(), round(float(o64.copy_to_host()[0]), 6))
# expect: True True 2.0
