# A device function that declares a shared array, called twice by a kernel.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def dev_sum(x, i):
    buf = cuda.shared.array(4, np.int32)
    buf[cuda.threadIdx.x] = x[i]
    cuda.syncthreads()
    s = buf[0] + buf[1] + buf[2] + buf[3]
    cuda.syncthreads()
    return s

@cuda.jit
def k(x, out):
    t = cuda.threadIdx.x
    out[t] = dev_sum(x, t) * 100 + dev_sum(x, t + 4)

x = np.arange(8, dtype=np.int32)
out = np.zeros(4, dtype=np.int32)
k[1, 4](x, out)
print(out.tolist())
# expect: [622, 622, 622, 622]
