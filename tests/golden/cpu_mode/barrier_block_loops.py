# --mode=cpu: barriers where every thread of a block goes the same way (top level, a loop whose
# test is the block's) run as loops over the block's threads; a thread's local array and
# accumulator live from one loop to the next (native code, the simulator's results).
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda, float64, int64

@cuda.jit(device=True)
def stage(buf, t, v):
    buf[t] = v
    cuda.syncthreads()

@cuda.jit
def k(x, out, n):
    buf = cuda.shared.array(64, float64)
    loc = cuda.local.array(3, int64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    acc = 0.0
    for q in range(3):
        loc[q] = 0
    for r in range(n):
        loc[r % 3] += t + r
        stage(buf, t, x[i] * (r + 1))
        acc += buf[(t + 1) % 64]
        cuda.syncthreads()
    s = 32
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    out[i] = acc + loc[0] * 1000 + loc[1] * 100 + loc[2] + (buf[0] if t == 0 else 0.0)

x = np.arange(128, dtype=np.float64) * 0.5
out = np.zeros(128)
k[2, 64](x, out, 4)
print(out[:4].tolist())
print(out[60:68].tolist())
# expect: [7139.0, 5213.0, 7319.0, 9425.0]
# expect: [129467.0, 131573.0, 133679.0, 135465.0, 15651.0, 5533.0, 7639.0, 9745.0]
# expect stderr: weft: @jit function 'k' (k__a1Cf8_a1Cf8_i8): native code
