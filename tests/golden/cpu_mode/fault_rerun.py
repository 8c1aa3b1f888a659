# --mode=cpu: a launch that faults (an index past the end) is undone and rerun in the
# simulator, which reports the fault as it always does.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def shift(a, out):
    i = cuda.grid(1)
    out[i] = a[i + 1] * 2

a = np.arange(64.0)
out = np.zeros(64)
shift[2, 32](a, out)
print(out[:3])
# expect runtime error: IndexError: tid=[31, 0, 0] ctaid=[1, 0, 0]: index 64 is out of bounds for axis 0 with size 64
