# no-cross-check: negative indices are out of bounds in kernels (no wrap-around), a Weft report
import numpy as np
from numba import cuda

@cuda.jit
def shift(a, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i - 1]

a = np.arange(8, dtype=np.int32)
out = np.zeros(8, dtype=np.int32)
shift[2, 4](a, out)
# expect stderr: negative_index_fault.py:9:18: error: index -1 is out of bounds for axis 0 with size 8 in a[-1] in kernel shift
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index -1 is out of bounds for axis 0 with size 8
