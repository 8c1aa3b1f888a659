# no-cross-check: CUDA's launch error for too much shared memory (Numba's simulator allocates the array)
# A shared array shape may be a constant expression (2**40): too large, it fails the launch
# with CUDA's error instead of "must be a constant integer".
import numpy as np
from numba import cuda

@cuda.jit
def ok(out):
    s = cuda.shared.array(2**4 * 4, np.float32)
    s[63] = 2.0
    out[0] = s[63] + 2 ** 10 - 3 * -2

@cuda.jit
def k(out):
    s = cuda.shared.array(2**40, np.float32)
    s[0] = 1
    out[0] = s[0]

out = np.zeros(1)
ok[1, 1](out)
print(out)
k[1, 1](out)
# expect: [1032.]
# expect runtime error: RuntimeError: CUDA_ERROR_INVALID_VALUE: kernel k uses 4398046511104 bytes of shared memory (limit 49152)
