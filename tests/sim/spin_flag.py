import numpy as np
from numba import cuda

# Warps that wait for each other through memory (warp 3 starts a chain that ends at warp 0), by
# atomics, and by plain loads of a global flag (a race, reported with the checks on).
@cuda.jit
def chain(flags, order, count):
    t = cuda.threadIdx.x
    w = t // 32
    if t % 32 == 0:
        if w < 3:
            while cuda.atomic.add(flags, w + 1, 0) == 0:
                pass
        order[w] = cuda.atomic.add(count, 0, 1)
        cuda.atomic.exch(flags, w, 1)

@cuda.jit
def plain(flag, out):
    t = cuda.threadIdx.x
    if t == 0:
        while flag[0] == 0:
            pass
        out[0] = 1
    if t == 32:
        flag[0] = 1

order = np.zeros(4, np.int32)
chain[1, 128](np.zeros(4, np.int32), order, np.zeros(1, np.int32))
print(order)
out = np.zeros(1, np.int32)
plain[1, 64](np.zeros(1, np.int32), out)
print(out)
