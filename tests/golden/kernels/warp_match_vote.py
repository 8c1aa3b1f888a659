# no-cross-check: Numba's simulator has no warp votes; expected values are worked out by hand
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out):
    t = cuda.threadIdx.x
    v = a[t]
    out[t, 0] = cuda.match_any_sync(0xffffffff, v % 4)
    m, p = cuda.match_all_sync(0xffffffff, v // 100)
    out[t, 1] = m
    out[t, 2] = p
    out[t, 3] = cuda.all_sync(0xffffffff, v >= 0)
    out[t, 4] = cuda.any_sync(0xffffffff, v == 31)
    out[t, 5] = cuda.popc(cuda.ballot_sync(0xffffffff, v % 2 == 0))
    out[t, 6] = cuda.lanemask_lt()
    out[t, 7] = cuda.ffs(v) + cuda.clz(v)

a = np.arange(32, dtype=np.int32)
out = np.zeros((32, 8), dtype=np.int64)
k[1, 32](a, out)
print(hex(out[0, 0]), hex(out[3, 0]), hex(out[5, 1]), out[5, 2], out[0, 3], out[0, 4], out[0, 5])
print(out[4, 6], out[8, 7], out[0, 7])
# expect: 0x11111111 0x88888888 0xffffffff 1 1 1 16
# expect: 15 32 32
