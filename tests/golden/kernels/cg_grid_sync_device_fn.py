# this_grid().sync() called inline and from a device function: both wait for the whole
# (one-block) grid, so every neighbour's write is seen.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def wait_all():
    cuda.cg.this_grid().sync()

@cuda.jit
def k(a, b):
    i = cuda.grid(1)
    a[i] = i * 2
    wait_all()
    b[i] = a[i] + a[(i + 1) % a.size]
    cuda.cg.this_grid().sync()
    a[i] = b[(i + 63) % b.size]

a = np.zeros(64, dtype=np.int32)
b = np.zeros(64, dtype=np.int32)
k[1, 64](a, b)
print(b[:4], b[-1])
print(a[:4], a[0])
# expect: [ 2  6 10 14] 126
# expect: [126   2   6  10] 126
