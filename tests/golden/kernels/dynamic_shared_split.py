# One dynamic shared buffer sliced into two arrays (buf[:n], buf[n:2n]), sized at the launch.
import numpy as np
from numba import cuda, float32

@cuda.jit
def two_buffers(a, b, out):
    buf = cuda.shared.array(0, dtype=float32)
    n = cuda.blockDim.x
    t = cuda.threadIdx.x
    sa = buf[:n]
    sb = buf[n:2 * n]
    sa[t] = a[t]
    sb[t] = b[t]
    cuda.syncthreads()
    out[t] = sa[n - 1 - t] * sb[t]

n = 8
a = np.arange(n, dtype=np.float32)
b = np.full(n, 2, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
two_buffers[1, n, 0, 2 * n * 4](a, b, out)
print(out)
# expect: [14. 12. 10.  8.  6.  4.  2.  0.]
