# A shape may be a global tuple, a module attribute's value, or a local variable assigned a
# constant once; a slice step may be a global constant too.
import numpy as np
from numba import cuda

SHAPE = (2, 3)
STEP = 2
NEG = -1

@cuda.jit
def k(a, out):
    t = cuda.local.array(SHAPE, np.int64)
    n = 4
    s = cuda.shared.array(n * 2, np.int64)
    m = cuda.local.array(cuda.warpsize // 8 - 1, np.int64)
    for i in range(2):
        for j in range(3):
            t[i, j] = i * 10 + j
    s[7] = t[1, 2]
    m[2] = s[7] + 1
    out[0] = m[2]
    v = a[::STEP]
    out[1] = v[1]
    w = a[::NEG]
    out[2] = w[0]

a = np.arange(10, dtype=np.int64)
out = np.zeros(3, dtype=np.int64)
k[1, 1](a, out)
print(out)
# expect: [13  2  9]
