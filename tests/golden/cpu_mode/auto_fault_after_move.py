# no-cross-check: the report of an index out of bounds in a kernel is Weft's simulator's
# Auto mode (the default) moves a kernel that ran clean three times to native code when no GPU
# takes it; a later launch that faults there is undone and rerun in the simulator, which
# reports the fault as it always does.
import numpy as np
from numba import cuda

@cuda.jit
def shift(a, out, k):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i + k]

a = np.arange(40.0)
out = np.zeros(32)
for k in range(4):
    shift[1, 32](a, out, k)
    print(out[0], out[31])
shift[1, 32](a, out, 9)
# expect: 0.0 31.0
# expect: 1.0 32.0
# expect: 2.0 33.0
# expect: 3.0 34.0
# expect stderr: auto_fault_after_move.py:12:18: error: index 40 is out of bounds for axis 0 with size 40 in a[40] in kernel shift
# expect runtime error: IndexError: tid=[31, 0, 0] ctaid=[0, 0, 0]: index 40 is out of bounds for axis 0 with size 40
