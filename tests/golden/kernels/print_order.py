# no-cross-check: Numba's simulator runs the threads of a block concurrently and sometimes interleaves their print output (the expected lines are its uninterleaved output)
# Kernel print output appears after the launch, block by block, thread by thread (sim/sim_print.c:
# Numba's simulator's order; print_multi.py, print_2d_order.py and print_barrier_order.py show more).
import numpy as np
from numba import cuda

@cuda.jit
def hello(a):
    i = cuda.grid(1)
    if i < a.size:
        print("thread", cuda.threadIdx.x, "block", cuda.blockIdx.x, a[i])

a = np.array([1.5, 2.25, -3.0, 4.0], dtype=np.float32)
hello[2, 2](a)
print("done")
# expect: thread 0 block 0 1.5
# expect: thread 1 block 0 2.25
# expect: thread 0 block 1 -3.0
# expect: thread 1 block 1 4.0
# expect: done
