# A chain of warps, each waiting for the one before it: warp 3 starts the chain, warp 0 ends
# it, so each warp must be preempted while it spins (in schedule order 0, 1, 2, 3).
import numpy as np
from numba import cuda

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

order = np.zeros(4, np.int32)
chain[1, 128](np.zeros(4, np.int32), order, np.zeros(1, np.int32))
print(order)
# expect: [3 2 1 0]
