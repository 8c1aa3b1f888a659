# syncthreads_count/and/or return the block-wide count and predicates.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    c = cuda.syncthreads_count(t % 3 == 0)
    a = cuda.syncthreads_and(t < 100)
    o = cuda.syncthreads_or(t == 37)
    if t == 0:
        out[0] = c
        out[1] = a
        out[2] = o

out = np.zeros(3, dtype=np.int32)
k[1, 64](out)
print(out)
# expect: [22  1  1]
