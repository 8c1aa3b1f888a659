# no-cross-check: Numba's simulator runs the threads of a block concurrently and now and then interleaves the pieces of their print output (the expected lines are its uninterleaved output, seen in most of a dozen runs)
# Kernel print order with 2-D blocks and grids follows Numba's simulator: blocks, and threads in a
# block, in np.ndindex order (x the slowest axis), each thread's lines together.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    x = cuda.threadIdx.x
    y = cuda.threadIdx.y
    print("b", cuda.blockIdx.x, cuda.blockIdx.y, "t", x, y)
    if x == y:
        print("diag")

k[(2, 2), (2, 2)](np.zeros(1))
# expect: b 0 0 t 0 0
# expect: diag
# expect: b 0 0 t 0 1
# expect: b 0 0 t 1 0
# expect: b 0 0 t 1 1
# expect: diag
# expect: b 0 1 t 0 0
# expect: diag
# expect: b 0 1 t 0 1
# expect: b 0 1 t 1 0
# expect: b 0 1 t 1 1
# expect: diag
# expect: b 1 0 t 0 0
# expect: diag
# expect: b 1 0 t 0 1
# expect: b 1 0 t 1 0
# expect: b 1 0 t 1 1
# expect: diag
# expect: b 1 1 t 0 0
# expect: diag
# expect: b 1 1 t 0 1
# expect: b 1 1 t 1 0
# expect: b 1 1 t 1 1
# expect: diag
