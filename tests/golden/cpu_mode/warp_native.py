# no-cross-check: Numba's simulator has no warp shuffles or votes
# --mode=cpu: warp intrinsics run as native code (each warp's lanes meet at the intrinsic), with
# the simulator's results: shuffles, votes, activemask in a branch, match, syncwarp, bit
# intrinsics, and a block of 48 threads (a partial second warp).
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out, masks):
    t = cuda.threadIdx.x
    v = a[t]
    off = 8
    while off > 0:
        v += cuda.shfl_xor_sync(0xffff, v, off) if t % 32 < 16 else 0
        off //= 2
    out[t, 0] = v
    out[t, 1] = cuda.shfl_sync(0xffffffff if t < 32 else 0xffff, a[t], 3)
    out[t, 2] = cuda.shfl_up_sync(0xffffffff if t < 32 else 0xffff, a[t], 1)
    out[t, 3] = cuda.popc(a[t]) + cuda.clz(a[t]) * 100 + cuda.ffs(a[t]) * 10000
    out[t, 4] = cuda.match_any_sync(0xffffffff if t < 32 else 0xffff, a[t] % 3)
    cuda.syncwarp(0xffffffff if t < 32 else 0xffff)
    if t % 2 == 0:
        masks[t, 0] = cuda.activemask()
        masks[t, 1] = cuda.ballot_sync(cuda.activemask(), a[t] > 20)
    else:
        masks[t, 0] = cuda.lanemask_lt()
        masks[t, 1] = cuda.brev(np.uint32(a[t]))
    masks[t, 2] = cuda.all_sync(0xffffffff if t < 32 else 0xffff, a[t] >= 0)
    masks[t, 3] = cuda.any_sync(0xffffffff if t < 32 else 0xffff, a[t] == 40)

a = np.arange(48, dtype=np.int32)
out = np.zeros((48, 5), np.int64)
masks = np.zeros((48, 4), np.uint32)
k[1, 48](a, out, masks)
print(out[:20:3].tolist())
print(out[32:48:5].tolist())
print([hex(x) for x in masks[:4, 0]], [hex(x) for x in masks[:4, 1]])
print([hex(x) for x in masks[32:36, 0]], [hex(x) for x in masks[32:36, 1]], masks[:, 2].sum(), masks[:, 3].sum())
# expect: [[120, 3, 0, 3200, 1227133513], [120, 3, 2, 13002, 1227133513], [120, 3, 5, 22902, 1227133513], [120, 3, 8, 12802, 1227133513], [120, 3, 11, 32802, 1227133513], [120, 3, 14, 12804, 1227133513], [18, 3, 17, 22702, 1227133513]]
# expect: [[632, 35, 32, 62601, 37449], [632, 35, 36, 12603, 18724], [632, 35, 41, 22603, 9362], [632, 35, 46, 12605, 37449]]
# expect: ['0x55555555', '0x1', '0x55555555', '0x7'] ['0x55400000', '0x80000000', '0x55400000', '0xc0000000']
# expect: ['0x5555', '0x1', '0x5555', '0x7'] ['0x5555', '0x84000000', '0x5555', '0xc4000000'] 48 16
# expect stderr: weft: @jit function 'k' (k__a1Ci4_a2Ci8_a2Cu4): native code
