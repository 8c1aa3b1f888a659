# shape=0 shared arrays use the launch's dynamic shared memory (the fourth launch parameter).
import numpy as np
from numba import cuda, float32

@cuda.jit
def reverse(a):
    buf = cuda.shared.array(0, dtype=float32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    cuda.syncthreads()
    a[t] = buf[cuda.blockDim.x - 1 - t]

a = np.arange(16, dtype=np.float32)
reverse[1, 16, 0, 16 * 4](a)
print(a)
# expect: [15. 14. 13. 12. 11. 10.  9.  8.  7.  6.  5.  4.  3.  2.  1.  0.]
