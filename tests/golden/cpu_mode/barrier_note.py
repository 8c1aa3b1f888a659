# --mode=cpu: a kernel with cuda.syncthreads() (and shared memory) runs in the simulator, with
# one note line saying why.
# env: WEFT_MODE=cpu
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
# expect stderr: weft: note: kernel 'block_sum' runs in the simulator under --mode=cpu: it uses shared memory
