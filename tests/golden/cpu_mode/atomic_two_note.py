# no-cross-check: Weft's simulator runs a warp's threads in lockstep, so the updates interleave
# otherwise than in Numba's simulator (each thread to its end)
# --mode=cpu: two atomics whose order matters on one array stay in the simulator, with one note.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def k(total, got):
    i = cuda.grid(1)
    got[i, 0] = cuda.atomic.add(total, 0, 1)
    got[i, 1] = cuda.atomic.add(total, 0, 10)

total = np.zeros(1, np.int32)
got = np.zeros((4, 2), np.int32)
k[1, 4](total, got)
print(total[0], got[:, 0], got[:, 1])
# expect: 44 [0 1 2 3] [ 4 14 24 34]
# expect stderr: weft: note: kernel 'k' runs in the simulator under --mode=cpu: two atomics whose order matters update one array
