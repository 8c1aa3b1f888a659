# A factory returns a kernel closing over its arguments: each call makes a new kernel whose
# closure variables are frozen as constants (a scale, an offset, a shared array's size), as
# Numba does; each is a specialisation of its own.
import numpy as np
from numba import cuda

def make_kernel(factor, offset, width):
    @cuda.jit
    def scale(a, out):
        buf = cuda.shared.array(width, np.float32)
        i = cuda.grid(1)
        t = cuda.threadIdx.x
        buf[t] = a[i]
        cuda.syncthreads()
        out[i] = buf[width - 1 - t] * factor + offset
    return scale

a = np.arange(8, dtype=np.float32)
out = np.zeros(8, dtype=np.float32)
k2 = make_kernel(2, 1, 4)
k3 = make_kernel(0.5, -1.0, 8)
k2[2, 4](a, out)
print(out)
k3[1, 8](a, out)
print(out)
k2[2, 4](out, out)
print(out)
# expect: [ 7.  5.  3.  1. 15. 13. 11.  9.]
# expect: [ 2.5  2.   1.5  1.   0.5  0.  -0.5 -1. ]
# expect: [ 3.  4.  5.  6. -1.  0.  1.  2.]
