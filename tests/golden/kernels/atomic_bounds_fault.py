# An atomic on an index past a shared array's end stops the launch: Weft's report names the array and the index; then Numba's IndexError.
import numpy as np
from numba import cuda, int32

@cuda.jit
def hist(a, out):
    bins = cuda.shared.array(4, dtype=int32)
    t = cuda.threadIdx.x
    if t < 4:
        bins[t] = 0
    cuda.syncthreads()
    cuda.atomic.add(bins, a[t], 1)
    cuda.syncthreads()
    if t < 4:
        out[t] = bins[t]

a = np.array([0, 1, 2, 3, 1, 7, 2, 0], dtype=np.int32)
out = np.zeros(4, dtype=np.int32)
hist[1, 8](a, out)
# expect stderr: atomic_bounds_fault.py:12:5: error: index 7 is out of bounds for axis 0 with size 4 in bins[7] in kernel hist
# expect stderr:   thread (5,0,0) block (0,0,0) warp 0 lane 5
# expect runtime error: IndexError: tid=[5, 0, 0] ctaid=[0, 0, 0]: index 7 is out of bounds for axis 0 with size 4
