# The same shift with cuda.syncthreads() between the write and the read is race-free.
import numpy as np
from numba import cuda, int32

@cuda.jit
def shift_left(a, out):
    buf = cuda.shared.array(32, dtype=int32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    cuda.syncthreads()
    if t < 31:
        out[t] = buf[t + 1]

a = np.arange(32, dtype=np.int32) * 3
out = np.zeros(32, dtype=np.int32)
shift_left[1, 32](a, out)
print(out[:6], out[-1])
# expect: [ 3  6  9 12 15 18] 0
