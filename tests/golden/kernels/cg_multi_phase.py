# Three phases over four blocks, each separated by the grid group's sync(): every phase reads
# what threads of this and earlier blocks wrote in the phase before (the same in Numba's
# simulator, which runs the blocks in order, as on a GPU).
import numpy as np
from numba import cuda

@cuda.jit
def phases(a, b, c):
    i = cuda.grid(1)
    g = cuda.cg.this_grid()
    a[i] = i * i
    g.sync()
    b[i] = a[i] - a[i - 1] if i > 0 else a[0]
    g.sync()
    j = i - 33 if i >= 33 else 0
    c[i] = b[i] + b[j] + cuda.blockIdx.x

n = 128
a = np.zeros(n, dtype=np.int64)
b = np.zeros(n, dtype=np.int64)
c = np.zeros(n, dtype=np.int64)
phases[4, 32](a, b, c)
print(b[:6], b[-1])
print(c[30:36], c[-1], c.sum())
# expect: [0 1 3 5 7 9] 253
# expect: [59 61 64 66 69 73] 443 25157
