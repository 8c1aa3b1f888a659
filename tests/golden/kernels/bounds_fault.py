# no-cross-check: Numba's simulator names any of the faulting threads (28 of them); Weft stops the launch with a report naming the kernel, line, thread and block, and names the first
import numpy as np
from numba import cuda

@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    out[i] = a[i] + b[i]

n = 100
a = np.ones(n, dtype=np.float32)
b = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
print("before")
add[1, 128](a, b, out)
print("not reached")
# expect: before
# expect stderr: bounds_fault.py:8:14: error: index 100 is out of bounds for axis 0 with size 100 in a[100] in kernel add
# expect stderr:   thread (100,0,0) block (0,0,0) warp 3 lane 4
# expect runtime error: IndexError: tid=[100, 0, 0] ctaid=[0, 0, 0]: index 100 is out of bounds for axis 0 with size 100
