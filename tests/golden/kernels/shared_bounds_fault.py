# no-cross-check: Numba's simulator names either of the two faulting threads; Weft the first
# An index past a shared array's end stops the launch, naming the thread in a 2-D block.
import numpy as np
from numba import cuda, float32

@cuda.jit
def tile(a):
    buf = cuda.shared.array((4, 8), dtype=float32)
    x = cuda.threadIdx.x
    y = cuda.threadIdx.y
    buf[y, x] = a[y, x]
    cuda.syncthreads()
    a[y, x] = buf[y, x + 1]

a = np.zeros((4, 8), dtype=np.float32)
tile[(1, 2), (8, 4)](a)
# expect stderr: shared_bounds_fault.py:13:15: error: index 8 is out of bounds for axis 1 with size 8 in buf[0, 8] in kernel tile
# expect stderr:   thread (7,0,0) block (0,0,0) warp 0 lane 7
# expect runtime error: IndexError: tid=[7, 0, 0] ctaid=[0, 0, 0]: index 8 is out of bounds for axis 1 with size 8
