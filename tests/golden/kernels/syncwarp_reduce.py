# no-cross-check: Numba's CUDA simulator has no cuda.syncwarp; the sums are compared with NumPy's
# syncwarp orders the shared-memory accesses of the lanes it names (no race is reported), and
# in a partial warp the default full mask is fine: lanes past the block's threads count as exited.
import numpy as np
from numba import cuda

@cuda.jit
def warp_sum(a, out):
    buf = cuda.shared.array(32, np.float32)
    t = cuda.threadIdx.x
    buf[t] = a[t] if t < a.shape[0] else np.float32(0)
    cuda.syncwarp()
    s = 16
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncwarp(0xffffffff)
        s //= 2
    if t == 0:
        out[0] = buf[0]

a = np.arange(32, dtype=np.float32)
out = np.zeros(1, dtype=np.float32)
warp_sum[1, 32](a, out)
print(out[0], a.sum())

@cuda.jit
def half_warp(a, out):
    buf = cuda.shared.array(32, np.int32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    cuda.syncwarp()
    if t < 8:
        buf[t] += buf[t + 8]
        cuda.syncwarp(0xff)
        if t == 0:
            acc = 0
            for k in range(8):
                acc += buf[k]
            out[0] = acc

b = np.arange(16, dtype=np.int32) * 3
res = np.zeros(1, dtype=np.int32)
half_warp[1, 16](b, res)
print(res[0], b.sum())
# expect: 496.0 496.0
# expect: 360 360
