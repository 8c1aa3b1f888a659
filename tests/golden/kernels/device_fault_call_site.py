# no-cross-check: a fault inside device functions names the call sites in the kernel, innermost first (Weft's report)
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def get(a, i):
    return a[i - 11]

@cuda.jit(device=True)
def twice(a, i):
    return 2 * get(a, i)

@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    out[i] = twice(a, i)

a = np.arange(10, dtype=np.float64)
out = np.zeros(10)
k[1, 10](a, out)
# expect stderr: device_fault_call_site.py:7:12: error: index -11 is out of bounds for axis 0 with size 10 in a[-11] in kernel k
# expect stderr:   in device function get called from line 11
# expect stderr:   in device function twice called from line 16
# expect stderr:   thread (0,0,0) block (0,0,0) warp 0 lane 0
# expect runtime error: IndexError: tid=[0, 0, 0] ctaid=[0, 0, 0]: index -11 is out of bounds for axis 0 with size 10
