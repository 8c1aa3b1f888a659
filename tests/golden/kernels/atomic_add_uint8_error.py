# no-cross-check: Weft refuses at compile time the atomic that Numba's CUDA target cannot type (the CUDA simulator runs it)
# cuda.atomic.add on a uint8 array: refused with the dtypes it supports, before anything runs.
import numpy as np
from numba import cuda

print("before")

@cuda.jit
def k(a):
    cuda.atomic.add(a, 0, np.uint8(1))

a = np.zeros(4, dtype=np.uint8)
k[1, 32](a)
print("not reached")
# expect: before
# expect stderr: atomic_add_uint8_error.py:10:5: error: cuda.atomic.add() does not support uint8 arrays (supported: int32, int64, uint32, uint64, float32, float64)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: cuda.atomic.add() does not support uint8 arrays (supported: int32, int64, uint32, uint64, float32, float64)
