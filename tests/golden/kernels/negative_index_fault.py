# no-cross-check: an index below -size is out of bounds (Numba's simulator raises IndexError); a Weft report
# A negative index counts from the end (a[-1] is the last element); one still outside the
# array, a[-9] of 8 elements, is reported with the index as written.
import numpy as np
from numba import cuda

@cuda.jit
def shift(a, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i - 9]

a = np.arange(8, dtype=np.int32)
out = np.zeros(8, dtype=np.int32)
shift[2, 4](a, out)
# expect stderr: negative_index_fault.py:11:18: error: index -9 is out of bounds for axis 0 with size 8 in a[-9] in kernel shift
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index -9 is out of bounds for axis 0 with size 8
