# An index past a constant array's end stops the launch: Weft's report names the array and the index; then Numba's IndexError.
import numpy as np
from numba import cuda

TABLE = np.arange(6, dtype=np.int32).reshape(2, 3)

@cuda.jit
def k(out):
    t = cuda.threadIdx.x
    c = cuda.const.array_like(TABLE)
    out[t] = c[1, t]

out = np.zeros(4, dtype=np.int32)
k[1, 4](out)
# expect stderr: const_bounds_fault.py:11:14: error: index 3 is out of bounds for axis 1 with size 3 in TABLE[1, 3] in kernel k
# expect stderr:   thread (3,0,0) block (0,0,0) warp 0 lane 3
# expect runtime error: IndexError: tid=[3, 0, 0] ctaid=[0, 0, 0]: index 3 is out of bounds for axis 1 with size 3
