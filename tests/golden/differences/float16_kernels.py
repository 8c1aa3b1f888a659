# no-cross-check: Numba's CUDA simulator runs float16 arrays through NumPy; Weft's kernels take no float16 (docs/language.md)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = a[i] * 2

a = np.arange(4, dtype=np.float16)
k[1, 4](a)
# expect runtime error: TypeError: float16 values cannot be passed to compiled functions in Weft (Numba 0.56 has no float16 support)
