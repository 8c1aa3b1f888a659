# Weft checks an index into a view against the view's extent and stops the launch with a report and Numba's IndexError.
import numpy as np
from numba import cuda

@cuda.jit
def pick(a, out):
    i = cuda.grid(1)
    window = a[2:4]
    out[i] = window[i]

a = np.arange(10, dtype=np.float32)
out = np.zeros(3, dtype=np.float32)
pick[1, 3](a, out)
# expect stderr: view_bounds_fault.py:9:21: error: index 2 is out of bounds for axis 0 with size 2 of a view of a in kernel pick
# expect stderr:   thread (2,0,0) block (0,0,0) warp 0 lane 2
# expect runtime error: IndexError: tid=[2, 0, 0] ctaid=[0, 0, 0]: index 2 is out of bounds for axis 0 with size 2
