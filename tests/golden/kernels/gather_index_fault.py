# One lane of a full warp reads past the rows while the column is the same in
# every lane: a Weft report naming that lane, then Numba's IndexError.
import numpy as np
from numba import cuda

@cuda.jit
def shifted(a, out):
    i = cuda.grid(1)
    acc = 0.0
    for k in range(a.shape[1]):
        acc += a[i + 1, k]
    out[i] = acc

a = np.ones((64, 4), dtype=np.float64)
out = np.zeros(64, dtype=np.float64)
shifted[2, 32](a, out)
print("not reached")
# expect stderr: gather_index_fault.py:11:16: error: index 64 is out of bounds for axis 0 with size 64 in a[64, 0] in kernel shifted
# expect stderr:   thread (31,0,0) block (1,0,0) warp 0 lane 31
# expect runtime error: IndexError: tid=[31, 0, 0] ctaid=[1, 0, 0]: index 64 is out of bounds for axis 0 with size 64
