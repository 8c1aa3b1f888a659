# no-cross-check: Weft's own message for an argument no compiled function takes (Numba's differs)
# Unwinding frees what it unwinds: a kernel launch that rejects an argument after the kernel
# was compiled and the device array made releases what the launch held (`make asan` checks
# with leak detection on).
import numpy as np
from numba import cuda

@cuda.jit
def scale(a, s):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= s

a = np.arange(8, dtype=np.float64)
d = cuda.to_device(a)
scale[1, 8](d, 2.0)
print(d.copy_to_host())
scale[1, 8](a, "two")
# expect: [ 0.  2.  4.  6.  8. 10. 12. 14.]
# expect runtime error: TypeError: cannot pass a value of type 'str' to a compiled function
