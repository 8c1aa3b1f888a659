# --mode=cpu: a launch the launch check proves cannot fault has nothing to undo from, so the
# memory for its blocks (here each thread's 512 KiB local array, 128 MiB for a block of 256)
# is tried before any block runs; past --max-memory the simulator takes the launch and raises
# its MemoryError, as --mode=sim does (no internal error, no half-written array).
# env: WEFT_MODE=cpu WEFT_MAX_MEMORY=64M
# no-cross-check: --max-memory is Weft's (Numba's simulator would allocate the 128 MiB)
import numpy as np
from numba import cuda, float64

@cuda.jit
def k(a, out):
    buf = cuda.local.array(65536, float64)
    i = cuda.grid(1)
    if i < out.size:
        t = 0.0
        for j in range(a.size):
            t += a[j]
        buf[0] = t
        out[i] = buf[0]

a = np.ones(8)
out = np.zeros(512)
try:
    k[2, 256](a, out)
except MemoryError as e:
    print("MemoryError", repr(str(e)), out.sum())
k[2, 256](a, out)
# expect: MemoryError '' 0.0
# expect runtime error: MemoryError
