# `src, dst = dst, src` in a loop swaps which array each name reads and writes, also through a
# device function and in a while test.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def smooth_at(a, i):
    n = a.shape[0]
    if i == 0 or i == n - 1:
        return a[i]
    return (a[i - 1] + a[i] + a[i + 1]) / 3.0

@cuda.jit
def jacobi(u, v, out):
    i = cuda.grid(1)
    src = u
    dst = v
    sweeps = 0
    while src[0] < 4.0:
        if i < src.shape[0]:
            dst[i] = smooth_at(src, i)
        if i == 0:
            dst[0] = src[0] + 1.0
        cuda.syncthreads()
        src, dst = dst, src
        sweeps += 1
    if i == 0:
        out[0] = sweeps

u = np.array([0.0, 0.0, 9.0, 0.0, 0.0, 3.0])
v = np.zeros_like(u)
out = np.zeros(1, dtype=np.int64)
jacobi[1, 8](u, v, out)
print(u)
print(v)
print(out[0])
# expect: [4.         2.66666667 2.51851852 2.55555556 2.7037037  3.        ]
# expect: [3.         2.44444444 2.55555556 2.55555556 2.55555556 3.        ]
# expect: 4
