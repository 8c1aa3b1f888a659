# no-cross-check: Numba's simulator recurses as Python does (1000 calls); Weft inlines a recursive device function to a depth its code size allows (24 calls of one calling itself once) and raises RecursionError past it
# A thread whose recursion goes deeper stops the launch with RecursionError, naming the
# function and the depth; threads that stay within it (fact(20)) compute as Numba's do.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

@cuda.jit
def k(out, n):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = fact(n + i)

out = np.zeros(2, dtype=np.int64)
k[1, 2](out, 19)
print(out)
k[1, 2](out, 24)
# expect: [ 121645100408832000 2432902008176640000]
# expect stderr: recursion_depth_error.py:11:16: error: RecursionError raised in kernel k: recursion of 'fact' deeper than 24 calls is not supported in kernels
# expect runtime error: RecursionError: tid=[1, 0, 0] ctaid=[0, 0, 0]: recursion of 'fact' deeper than 24 calls is not supported in kernels
