# prange in @njit(parallel=True): sum, product, min and max reductions over chunks on 3 threads,
# combined in chunk order (integer results, exact whatever the thread count).
# env: NUMBA_NUM_THREADS=3 WEFT_JIT_LOG=1
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def stats(a):
    s = 0
    p = 1
    lo = a[0]
    hi = a[0]
    for i in prange(a.shape[0]):
        s += a[i]
        p *= a[i] % 3 + 1
        lo = min(lo, a[i])
        hi = max(hi, a[i])
    return s, p, lo, hi

@njit(parallel=True)
def fsum(a):
    t = 0.5
    for i in prange(a.shape[0]):
        t += a[i] * 0.25
    return t

a = (np.arange(1000, dtype=np.int64) * 7919) % 1009 - 500
print(stats(a))
print(stats(a[:2]))  # two iterations: two chunks of one
print(fsum(np.arange(100.0)))
# expect: (4678, 0, -500, 508)
# expect: (-144, 6, -500, 356)
# expect: 1238.0
# expect stderr: weft: @jit function 'stats' (stats__a1Ci8): native code
