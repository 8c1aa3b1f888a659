# no-cross-check: a livelock report is the simulator's own (Numba's simulator hangs too)
# Block 0 waits for a flag block 1 sets. The simulator runs blocks one after another (CUDA does
# not promise that two blocks are resident at once either), so block 0 spins until the limit.
import numpy as np
from numba import cuda

@cuda.jit
def k(flag, out):
    if cuda.blockIdx.x == 0:
        while cuda.atomic.add(flag, 0, 0) == 0:
            pass
        out[0] = 1
    else:
        cuda.atomic.exch(flag, 0, 1)

out = np.zeros(1, np.int32)
k[2, 1](np.zeros(1, np.int32), out)
print(out)
# expect stderr: spin_across_blocks.py:10:9: error: livelock in kernel k: warp 0 spins at line 10, the block's state repeating, no other warp of the block able to run (a spin-wait on memory another block writes? blocks run one after another in the simulator)
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: RuntimeError: kernel 'k' stopped on a fault (see the report above)
