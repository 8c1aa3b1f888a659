# no-cross-check: Weft refuses at compile time the atomic that Numba's CUDA target cannot type (the CUDA simulator runs it)
# cuda.atomic.inc on a float64 array: refused with the dtypes it supports, before anything runs.
import numpy as np
from numba import cuda

print("before")

@cuda.jit
def k(a):
    cuda.atomic.inc(a, 0, 4.0)

a = np.zeros(4, dtype=np.float64)
k[1, 32](a)
print("not reached")
# expect: before
# expect stderr: atomic_inc_float64_error.py:10:5: error: cuda.atomic.inc() does not support float64 arrays (supported: int32, int64, uint32, uint64)
# expect runtime error: TypeError: cannot compile 'k' for the simulator: cuda.atomic.inc() does not support float64 arrays (supported: int32, int64, uint32, uint64)
