# no-cross-check: a livelock report is the simulator's own (Numba's simulator hangs)
# A spin-wait with a range() loop inside: the report names the while loop, where the warp spins,
# whichever loop its last time slice ended in; one warp alone in its block. (Without `s = 0` the
# loop would compute: s grows, no state repeats, and it runs until Ctrl-C.)
import numpy as np
from numba import cuda

@cuda.jit
def k(flag, out):
    s = 0
    while cuda.atomic.add(flag, 0, 0) == 0:
        s = 0
        for j in range(3):
            s += j
    out[0] = s

out = np.zeros(1, np.int64)
k[1, 32](np.zeros(1, np.int32), out)
print(out)
# expect stderr: spin_nested_loop.py:11:5: error: livelock in kernel k: warp 0 spins at line 11, the block's state repeating, no other warp of the block able to run (a spin-wait on memory no thread writes?)
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
