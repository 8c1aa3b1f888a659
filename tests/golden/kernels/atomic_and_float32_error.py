# no-cross-check: Weft refuses at compile time the atomic that Numba's CUDA target cannot type (the CUDA simulator runs it)
# cuda.atomic.and_ on a float32 array: refused with the dtypes it supports, before anything runs.
import numpy as np
from numba import cuda

print("before")

@cuda.jit
def k(a):
    cuda.atomic.and_(a, 0, 1.0)

a = np.zeros(4, dtype=np.float32)
k[1, 32](a)
print("not reached")
# expect: before
# expect stderr: atomic_and_float32_error.py:10:5: error: cuda.atomic.and_() does not support float32 arrays (supported: int32, int64, uint32, uint64)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: cuda.atomic.and_() does not support float32 arrays (supported: int32, int64, uint32, uint64)
