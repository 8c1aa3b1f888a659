# no-cross-check: Numba's simulator runs the threads of a block concurrently and sometimes interleaves their print output (the expected lines are its uninterleaved output)
# Kernel print formats ints, floats (float32 and float64) and bools like Python prints them.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b):
    t = cuda.threadIdx.x
    print(t, a[t], b[t], a[t] > 1, t * 0.5)

a = np.array([0.1, 2.5], dtype=np.float32)
b = np.array([1e20, -0.0], dtype=np.float64)
k[1, 2](a, b)
# expect: 0 0.1 1e+20 False 0.0
# expect: 1 2.5 -0.0 True 0.5
