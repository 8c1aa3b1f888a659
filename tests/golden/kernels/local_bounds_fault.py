# Numba's IndexError follows the report.
# A local array is bounds-checked too; the report names block and thread in a 2-D grid.
import numpy as np
from numba import cuda, int64

@cuda.jit
def hist(a, out):
    i, j = cuda.grid(2)
    tmp = cuda.local.array(4, dtype=int64)
    for k in range(4):
        tmp[k] = 0
    tmp[a[i, j]] += 1
    out[i, j] = tmp[0]

a = np.zeros((8, 8), dtype=np.int64)
a[5, 6] = 4
out = np.zeros((8, 8), dtype=np.int64)
hist[(2, 2), (4, 4)](a, out)
# expect stderr: local_bounds_fault.py:12:5: error: index 4 is out of bounds for axis 0 with size 4 in tmp[4] in kernel hist
# expect stderr:   thread (1,2,0) block (1,1,0) warp 0 lane 9
# expect runtime error: IndexError: tid=[1, 2, 0] ctaid=[1, 1, 0]: index 4 is out of bounds for axis 0 with size 4
