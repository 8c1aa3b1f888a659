# no-cross-check: Numba's simulator prints [1] for this program in most runs but hangs in some (1 of 4 here, GIL scheduling of its spinning thread)
# Warps that communicate through memory: warp 0 spins on a flag that warp 1 sets. The simulator
# preempts a warp after a fixed slice of loop iterations, so warp 1 gets to run.
import numpy as np
from numba import cuda

@cuda.jit
def k(flag, out):
    t = cuda.threadIdx.x
    if t == 0:
        while cuda.atomic.add(flag, 0, 0) == 0:
            pass
        out[0] = 1
    if t == 32:
        cuda.atomic.exch(flag, 0, 1)

out = np.zeros(1, np.int32)
k[1, 64](np.zeros(1, np.int32), out)
print(out)
# expect: [1]
