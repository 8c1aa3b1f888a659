# no-cross-check: Weft's simulator runs a warp's threads in lockstep, so the updates interleave
# otherwise than in Numba's simulator (each thread to its end)
# --mode=cpu: an atomic whose order matters inside a loop stays in the simulator (its lockstep
# warps interleave the threads' updates), with one note line.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def k(total, got):
    i = cuda.grid(1)
    for r in range(2):
        got[i, r] = cuda.atomic.add(total, 0, 1)

total = np.zeros(1, np.int32)
got = np.zeros((4, 2), np.int32)
k[1, 4](total, got)
print(total[0], got[:, 0], got[:, 1])
# expect: 8 [0 1 2 3] [4 5 6 7]
# expect stderr: weft: note: kernel 'k' runs in the simulator under --mode=cpu: an atomic whose order matters runs in a loop
