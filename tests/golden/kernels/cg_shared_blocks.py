# Shared memory lives on across the grid group's sync(): each of four blocks sums its slice in
# shared memory, publishes the sum, and after the grid sync adds the sums of the blocks before
# it to the values it kept in shared memory (a block-wise prefix sum).
import numpy as np
from numba import cuda, int32

@cuda.jit
def prefix(x, sums, out):
    t = cuda.threadIdx.x
    b = cuda.blockIdx.x
    i = cuda.grid(1)
    g = cuda.cg.this_grid()
    sh = cuda.shared.array(32, int32)
    sh[t] = x[i]
    cuda.syncthreads()
    s = 1
    while s < 32:
        v = sh[t - s] if t >= s else 0
        cuda.syncthreads()
        sh[t] += v
        cuda.syncthreads()
        s *= 2
    if t == 31:
        sums[b] = sh[31]
    g.sync()
    base = 0
    for k in range(b):
        base += sums[k]
    out[i] = sh[t] + base

x = np.arange(128, dtype=np.int32) % 7
sums = np.zeros(4, dtype=np.int32)
out = np.zeros(128, dtype=np.int32)
prefix[4, 32](x, sums, out)
print(sums)
print(out[::16])
print((out == np.cumsum(x)).all())
# expect: [90 99 94 96]
# expect: [  0  45  94 147 190 237 288 336]
# expect: True
