# no-cross-check: a livelock report is the simulator's own (Numba's simulator hangs)
# Two warps each wait for a flag nobody sets: the block comes back to a state it was in (no warp
# reaching a barrier or finishing in between), so the launch stops with a report.
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
        while cuda.atomic.add(flag, 1, 0) == 0:
            pass

out = np.zeros(1, np.int32)
k[1, 64](np.zeros(2, np.int32), out)
print(out)
# expect stderr: spin_deadlock.py:11:9: error: livelock in kernel k: warp 0 spins at line 11, the block's state repeating, the other warps waiting too (a spin-wait on memory no thread writes?)
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
