# A device function returning a tuple, called twice from a kernel; int32 stays int32.
import math
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def divmod_(a, b):
    return a // b, a % b

@cuda.jit
def k(xs, q, r):
    i = cuda.grid(1)
    if i < xs.shape[0]:
        q[i], r[i] = divmod_(xs[i], 7)

xs = np.array([-15, -7, -1, 0, 1, 6, 7, 20], dtype=np.int64)
q = np.zeros_like(xs)
r = np.zeros_like(xs)
k[1, 8](xs, q, r)
print(q)
print(r)
# expect: [-3 -1 -1  0  0  0  1  2]
# expect: [6 0 6 0 1 6 0 6]
