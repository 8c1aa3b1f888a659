# no-cross-check: Numba's simulator has no warp shuffles; the program compares with NumPy itself
# Warp shuffles (down-sweep sum, xor butterfly) and ballot_sync exchange values between lanes.
import numpy as np
from numba import cuda

@cuda.jit
def warp_sum(a, out, bal):
    t = cuda.threadIdx.x
    v = a[t]
    off = 16
    while off > 0:
        v += cuda.shfl_down_sync(0xffffffff, v, off)
        off //= 2
    b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
    if t == 0:
        out[0] = v
        bal[0] = b
    out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)

a = np.arange(32, dtype=np.int32)
out = np.zeros(33, dtype=np.int32)
bal = np.zeros(1, dtype=np.uint32)
warp_sum[1, 32](a, out, bal)
print(out[0], a.sum(), hex(bal[0]))
print(out[1:9])
# expect: 496 496 0xaaaaaaaa
# expect: [1 0 3 2 5 4 7 6]
