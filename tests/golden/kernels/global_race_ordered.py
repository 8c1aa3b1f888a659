# Threads of one block that a syncthreads() separates may read what another wrote: no race.
import numpy as np
from numba import cuda

@cuda.jit
def neighbour(a, out):
    i = cuda.grid(1)
    a[i] = i * 2
    cuda.syncthreads()
    if cuda.threadIdx.x > 0:
        out[i] = a[i - 1]

a = np.zeros(64, dtype=np.float32)
out = np.zeros(64, dtype=np.float32)
neighbour[2, 32](a, out)
print(out[:6], out[32:36])
# expect: [0. 0. 2. 4. 6. 8.] [ 0. 64. 66. 68.]
