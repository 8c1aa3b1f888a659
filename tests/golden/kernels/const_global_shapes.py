# Module-level constants are frozen when a kernel compiles (as Numba does): shapes may be
# constant expressions of them, written as one int or a tuple, and code may use them.
import numpy as np
from numba import cuda

TPB = 8
R = 2
N = 16

@cuda.jit
def stencil(a, out):
    tile = cuda.shared.array(TPB + 2 * R, dtype=np.float32)
    acc = cuda.local.array((R, R + 1), np.float32)
    i = cuda.grid(1)
    t = cuda.threadIdx.x + R
    tile[t] = a[i]
    if cuda.threadIdx.x < R:
        tile[t - R] = a[i - R] if i >= R else 0
        tile[t + TPB] = a[i + TPB] if i + TPB < N else 0
    cuda.syncthreads()
    acc[R - 1, R] = 0
    for k in range(-R, R + 1):
        acc[R - 1, R] += tile[t + k]
    out[i] = acc[R - 1, R]

a = np.arange(N, dtype=np.float32)
out = np.zeros(N, dtype=np.float32)
stencil[N // TPB, TPB](a, out)
print(out)
# expect: [ 3.  6. 10. 15. 20. 25. 30. 35. 40. 45. 50. 55. 60. 65. 54. 42.]
