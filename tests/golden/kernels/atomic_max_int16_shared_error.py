# no-cross-check: Weft refuses at compile time the atomic that Numba's CUDA target cannot type (the CUDA simulator runs it)
# cuda.atomic.max on a int16 array: refused with the dtypes it supports, before anything runs.
import numpy as np
from numba import cuda

print("before")

@cuda.jit
def k(a):
    s = cuda.shared.array(4, np.int16)
    cuda.atomic.max(s, 0, 3)
    a[0] = s[0]

a = np.zeros(4, dtype=np.int16)
k[1, 32](a)
print("not reached")
# expect: before
# expect stderr: atomic_max_int16_shared_error.py:11:5: error: cuda.atomic.max() does not support int16 arrays (supported: int32, int64, uint32, uint64, float32, float64)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: cuda.atomic.max() does not support int16 arrays (supported: int32, int64, uint32, uint64, float32, float64)
