# no-cross-check: a block of more than 1024 threads is refused before the launch, as CUDA does (Weft's message)
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    a[cuda.grid(1)] = 1

a = np.zeros(4096, dtype=np.int32)
k[2, 1024](a)
print(a.sum())
k[1, (32, 32, 2)](a)
# expect: 2048
# expect runtime error: RuntimeError: CUDA_ERROR_INVALID_VALUE: a block of 2048 threads exceeds the limit of 1024 threads per block
