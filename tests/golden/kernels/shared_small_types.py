# Neighbouring elements of int16, uint8 and bool shared arrays (and of an int8 global array)
# written by different threads are separate elements, not one race: the race shadow tracks
# each element, not each 4-byte word.
import numpy as np
from numba import cuda, int16, uint8

@cuda.jit
def k(out):
    h = cuda.shared.array(64, int16)
    b = cuda.shared.array(64, uint8)
    f = cuda.shared.array(64, np.bool_)
    t = cuda.threadIdx.x
    h[t] = t
    b[t] = t + 1
    f[t] = t % 3 == 0
    cuda.syncthreads()
    out[t] = h[63 - t] + b[t] + (1 if f[t] else 0)

@cuda.jit
def g(small, out):
    t = cuda.grid(1)
    small[t] = t
    cuda.syncthreads()
    out[t] = small[t]

out = np.zeros(64, np.int64)
k[1, 64](out)
print(out.sum())
small = np.zeros(64, np.int8)
out2 = np.zeros(64, np.int64)
g[1, 64](small, out2)
print(out2.sum(), small.sum())
# expect: 4118
# expect: 2016 2016
