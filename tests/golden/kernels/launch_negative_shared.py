# no-cross-check: a negative dynamic shared memory size is refused before the launch, in the style of CUDA's other launch errors (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    a[cuda.grid(1)] = 1

a = np.zeros(2, dtype=np.int32)
k[1, 2, 0, 8](a)
print(a.sum())
k[1, 2, 0, -4](a)
# expect: 2
# expect runtime error: RuntimeError: CUDA_ERROR_INVALID_VALUE: a dynamic shared memory size of -4 bytes is negative
