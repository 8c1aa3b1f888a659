# A tuple variable bound in both branches of an if holds each thread's own branch result.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    if t % 2 == 0:
        p = (t, t * 10)
    else:
        p = (-t, t * 100)
    a, b = p
    out[t, 0] = a
    out[t, 1] = b

out = np.zeros((4, 2), dtype=np.int64)
k[1, 4](out)
print(out.tolist())
# expect: [[0, 0], [-1, 100], [2, 20], [-3, 300]]
