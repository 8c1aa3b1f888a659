# --mode=cpu: a kernel with shared memory and cuda.syncthreads() runs as native code (a block's
# threads resumed at the barrier), with the simulator's result.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda, float64

@cuda.jit
def block_sum(a, out):
    s = cuda.shared.array(32, float64)
    t = cuda.threadIdx.x
    s[t] = a[cuda.grid(1)]
    cuda.syncthreads()
    if t == 0:
        acc = 0.0
        for k in range(32):
            acc += s[k]
        out[cuda.blockIdx.x] = acc

out = np.zeros(2)
block_sum[2, 32](np.arange(64.0), out)
print(out)
# expect: [ 496. 1520.]
# expect stderr: weft: @jit function 'block_sum' (block_sum__a1Cf8_a1Cf8): native code
