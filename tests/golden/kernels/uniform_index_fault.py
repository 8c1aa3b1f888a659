# no-cross-check: Numba's simulator names any of the faulting threads; a loop counter, the same in every lane, runs past the array's end: a Weft report
import numpy as np
from numba import cuda

@cuda.jit
def rowsum(a, out):
    i = cuda.grid(1)
    acc = 0.0
    for k in range(a.shape[1] + 1):
        acc += a[i, k]
    out[i] = acc

a = np.ones((64, 4), dtype=np.float64)
out = np.zeros(64, dtype=np.float64)
rowsum[2, 32](a, out)
print("not reached")
# expect stderr: uniform_index_fault.py:10:16: error: index 4 is out of bounds for axis 1 with size 4 in a[0, 4] in kernel rowsum
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index 4 is out of bounds for axis 1 with size 4
