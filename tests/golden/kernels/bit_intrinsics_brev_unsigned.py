# cuda.popc/clz/ffs/brev on 32-bit and smaller integers: brev's result is a uint32 as Numba types it
# (brev(uint32) is its only 32-bit signature), so brev(int32(1)) is 2147483648, not negative.
import numpy as np
from numba import cuda

@cuda.jit
def bits(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = cuda.popc(v)
        out[i, 1] = cuda.clz(v)
        out[i, 2] = cuda.ffs(v)
        out[i, 3] = cuda.brev(v)
        out[i, 4] = cuda.brev(v) // 2

x = np.array([0, 1, 6, 255, 1 << 20, 3 << 29], dtype=np.int32)
out = np.zeros((6, 5), dtype=np.int64)
bits[1, 8](x, out)
print(out)
u = np.array([1, 0xF0000000], dtype=np.uint32)
ou = np.zeros((2, 5), dtype=np.float64)
bits[1, 2](u, ou)
print(ou)
b = np.array([1, 2], dtype=np.uint8)
ob = np.zeros((2, 5), dtype=np.int64)
bits[1, 2](b, ob)
print(ob)

# expect: [[         0         32          0          0          0]
# expect:  [         1         31          1 2147483648 1073741824]
# expect:  [         2         29          2 1610612736  805306368]
# expect:  [         8         24          1 4278190080 2139095040]
# expect:  [         1         11         21       2048       1024]
# expect:  [         2          1         30          6          3]]
# expect: [[1.00000000e+00 3.10000000e+01 1.00000000e+00 2.14748365e+09
# expect:   1.07374182e+09]
# expect:  [4.00000000e+00 0.00000000e+00 2.90000000e+01 1.50000000e+01
# expect:   7.00000000e+00]]
# expect: [[         1         31          1 2147483648 1073741824]
# expect:  [         1         30          2 1073741824  536870912]]
