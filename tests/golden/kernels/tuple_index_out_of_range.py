# no-cross-check: Numba's simulator says 'tuple index out of range'; Weft's message is the local array's bounds fault
# A variable tuple index out of range is a bounds fault naming the tuple.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    t = (1.5, 2.5, 3.5)
    i = cuda.threadIdx.x
    out[i] = t[i]

out = np.zeros(4)
k[1, 4](out)
print(out)
# expect stderr: tuple_index_out_of_range.py:10:14: error: index 3 is out of bounds for axis 0 with size 3 in t[3] in kernel k
# expect stderr:   thread (3,0,0) block (0,0,0) warp 0 lane 3
# expect runtime error: IndexError: tid=[3, 0, 0] ctaid=[0, 0, 0]: index 3 is out of bounds for axis 0 with size 3
