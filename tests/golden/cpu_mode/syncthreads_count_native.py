# --mode=cpu: syncthreads_count / _and / _or run as native code, the predicates of the block's
# threads counted at the barrier.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    out[t, 0] = cuda.syncthreads_count(t % 3 == 0)
    out[t, 1] = cuda.syncthreads_and(t < 100)
    out[t, 2] = cuda.syncthreads_or(t == 40)

out = np.zeros((64, 3), np.int32)
k[1, 64](out)
print(out[0], out[63])
# expect: [22  1  1] [22  1  1]
# expect stderr: weft: @jit function 'k' (k__a2Ci4): native code
