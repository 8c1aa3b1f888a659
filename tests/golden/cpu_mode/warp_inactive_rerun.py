# no-cross-check: Numba's simulator has no warp shuffles
# --mode=cpu: a shuffle that reads a lane not running it (the simulator reads that lane's
# register as it is then) is found in native code; the launch is undone and rerun in the
# simulator, which gives its result.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    v = t * 10
    if t < 16:
        v = cuda.shfl_down_sync(0xffff, v, 8)
    out[t] = v

out = np.zeros(32, np.int32)
k[1, 32](out)
print(out[:20].tolist())
# expect: [80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 160, 170, 180, 190]
# expect stderr: weft: @jit function 'k' (k__a1Ci4): native code
# expect stderr: weft: @jit function 'k' (k__a1Ci4): this launch runs in the simulator: its threads did not meet as the simulator's do
