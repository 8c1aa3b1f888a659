# A host array the kernel only reads is still copied back after the launch (Numba's rule).
# tests/prof/test_prof.py: advice names argument 0 of 'scale' (4000 bytes copied back), and the
# output went to a device array, so argument 1 is not named.
import numpy as np
from numba import cuda


@cuda.jit
def scale(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        dst[i] = src[i] * 2


src = np.arange(500, dtype=np.float64)
dst = cuda.device_array(500, dtype=np.float64)
scale[200, 32](src, dst)
print(dst.copy_to_host()[:5])
# expect: [0. 2. 4. 6. 8.]
