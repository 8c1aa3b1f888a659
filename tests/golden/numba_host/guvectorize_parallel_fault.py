# no-cross-check: Numba does not check bounds by default; Weft reports the fault of a worker thread once, as target='cpu' does
import numpy as np
from numba import guvectorize

def pick(a, idx, out):
    out[0] = a[idx[0]]

g = guvectorize(['void(float64[:], int64[:], float64[:])'], '(n),()->()', target='parallel')(pick)
a = np.arange(10.0)
idx = np.arange(100000, dtype=np.int64) % 10
print(g(a, idx).sum())
idx[70000] = 12
idx[90000] = 13
r = g(a, idx)
print("not reached")
# expect: 450000.0
# expect runtime error: IndexError: index 12 is out of bounds for axis 0 with size 10
