# Threads that skip a syncthreads() and then end without another take no part in it: the others
# go on (as in Numba's simulator, and on a GPU, where threads that ended no longer count).
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    out[t] = t
    if t < 16:
        cuda.syncthreads()
        out[t] += out[t + 16] * 100

out = np.zeros(64, dtype=np.int32)
k[1, 64](out)
print(out[:4], out[16:20])
# expect: [1600 1701 1802 1903] [16 17 18 19]
