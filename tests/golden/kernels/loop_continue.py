# continue and break inside divergent loops: lanes leave and rejoin at the right places.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    s = 0
    j = 0
    while True:
        j += 1
        if j % (t + 2) == 0:
            continue
        if j > 3 * t + 5:
            break
        s += j
    out[t] = s

out = np.zeros(40, dtype=np.int64)
k[1, 40](out)
print(out[:8], out[39])
# expect: [  9  27  54  90 135 189 252 324] 7380
