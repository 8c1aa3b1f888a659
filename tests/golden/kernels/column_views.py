# Column views (a[:, j]), slices mixed with integer indices, in kernels and @jit code.
import numpy as np
from numba import cuda, njit

@cuda.jit
def cols(a, out):
    j = cuda.grid(1)
    c = a[:, j]
    inner = a[1:3, j]
    blk = a[1:, 1:3]
    out[j, 0] = c[0] + c[3] * 10
    out[j, 1] = inner[1] + len(inner) * 100 + c.shape[0] * 1000
    out[j, 2] = blk[2, 1] + blk.shape[0] * 100 + blk.shape[1] * 1000
    out[j, 3] = a[2:, :][0, j]

@njit
def col_sum(m, j):
    c = m[:, j]
    s = 0
    for i in range(len(c)):
        s += c[i]
    return s + c[-1] * 1000

a = np.arange(20, dtype=np.int64).reshape(4, 5)
out = np.zeros((5, 4), dtype=np.int64)
cols[1, 5](a, out)
print(out.tolist())
print(col_sum(a, 2))
# expect: [[150, 4210, 2317, 10], [161, 4211, 2317, 11], [172, 4212, 2317, 12], [183, 4213, 2317, 13], [194, 4214, 2317, 14]]
# expect: 17038
