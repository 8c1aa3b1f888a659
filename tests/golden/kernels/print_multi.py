# no-cross-check: Numba's simulator runs the threads of a block concurrently and now and then interleaves the pieces of their print output (the expected lines are its uninterleaved output, seen in most of a dozen runs)
# Several prints per thread, one of them in a branch: the output comes thread by thread, each
# thread's lines in order, as Numba's simulator prints (it runs a short thread to its end before
# it starts the next), not in warp lockstep.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    t = cuda.threadIdx.x
    print("A", t)
    if t % 2 == 0:
        print("even", t)
    print("B", t)

k[1, 3](np.zeros(1))
# expect: A 0
# expect: even 0
# expect: B 0
# expect: A 1
# expect: B 1
# expect: A 2
# expect: even 2
# expect: B 2
