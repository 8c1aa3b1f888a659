# Early returns: a kernel guard `if i >= n: return` and a device function returning from a loop.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def first_multiple(x, start, limit):
    for j in range(start, limit):
        if j % x == 0:
            return j
        if j > 50:
            break
    return -1

@cuda.jit
def k(xs, out):
    i = cuda.grid(1)
    if i >= xs.shape[0]:
        return
    out[i] = first_multiple(xs[i], 10, 60)

xs = np.array([3, 7, 11, 13, 40, 97, 1, 25], dtype=np.int64)
out = np.zeros(8, dtype=np.int64)
k[2, 5](xs, out)
print(out)
# expect: [12 14 11 13 40 -1 10 25]
