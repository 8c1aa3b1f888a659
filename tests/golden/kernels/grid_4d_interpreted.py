# cuda.grid(4) in a kernel run thread by thread (it calls a recursive device function): the
# simulator's RuntimeError with the thread's ids ("Global ID ... 4 requested").
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


@cuda.jit
def k(out):
    out[0] = fact(4)
    if cuda.threadIdx.x == 1:
        i, j, l, m = cuda.grid(4)
        out[1] = i


out = np.zeros(2)
k[1, 2](out)
# expect runtime error: RuntimeError: tid=[1, 0, 0] ctaid=[0, 0, 0]: Global ID has 1-3 dimensions. 4 requested
