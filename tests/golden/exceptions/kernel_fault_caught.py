# An index out of bounds in a kernel raises Numba's simulator's IndexError (after Weft's report),
# which the program can catch and go on.
import numpy as np
from numba import cuda

@cuda.jit
def scale(a, out):
    i = cuda.grid(1)
    out[i] = 2 * a[i]

a = np.ones(40, dtype=np.float32)
out = np.zeros(40, dtype=np.float32)
try:
    scale[1, 41](a, out)
    print("not reached")
except IndexError as e:
    print("caught:", e)
scale[1, 40](a, out)
print("retry:", out.sum())
# expect: caught: tid=[40, 0, 0] ctaid=[0, 0, 0]: index 40 is out of bounds for axis 0 with size 40
# expect: retry: 80.0
# expect stderr: kernel_fault_caught.py:9:18: error: index 40 is out of bounds for axis 0 with size 40 in a[40] in kernel scale
