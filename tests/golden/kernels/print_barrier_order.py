# no-cross-check: after a syncthreads() Numba's simulator resumes the threads of a block in no fixed order (its lines within each barrier interval are a permutation of these)
# Kernel print output with barriers: block by block, barrier interval by interval, thread by
# thread; also across warps (the block has two), whatever order the warps ran in.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    t = cuda.threadIdx.x
    if t % 32 < 2:
        print("A", cuda.blockIdx.x, t)
    cuda.syncthreads()
    if t % 32 < 2:
        print("B", cuda.blockIdx.x, t)
        print("C", cuda.blockIdx.x, t)

k[2, 64](np.zeros(1))
# expect: A 0 0
# expect: A 0 1
# expect: A 0 32
# expect: A 0 33
# expect: B 0 0
# expect: C 0 0
# expect: B 0 1
# expect: C 0 1
# expect: B 0 32
# expect: C 0 32
# expect: B 0 33
# expect: C 0 33
# expect: A 1 0
# expect: A 1 1
# expect: A 1 32
# expect: A 1 33
# expect: B 1 0
# expect: C 1 0
# expect: B 1 1
# expect: C 1 1
# expect: B 1 32
# expect: C 1 32
# expect: B 1 33
# expect: C 1 33
