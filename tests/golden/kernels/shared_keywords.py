# cuda.shared.array and cuda.local.array take shape= and dtype= keywords in either order.
import numpy as np
from numba import cuda, float64, int32

@cuda.jit
def k(out):
    s = cuda.shared.array(dtype=int32, shape=(2, 4))
    loc = cuda.local.array(shape=3, dtype=float64)
    t = cuda.threadIdx.x
    s[t // 4, t % 4] = t * 2
    loc[0] = 1.5
    loc[1] = t
    loc[2] = loc[0] * loc[1]
    cuda.syncthreads()
    out[t] = s[1 - t // 4, t % 4] + loc[2]

out = np.zeros(8)
k[1, 8](out)
print(out)
# expect: [ 8.  11.5 15.  18.5  6.   9.5 13.  16.5]
