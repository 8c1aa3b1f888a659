# cuda.grid(4) compiles; the simulator raises when a thread calls it: RuntimeError with the
# thread's ids ("Global ID has 1-3 dimensions"; gridsize(4) says "Global grid").
import numpy as np
from numba import cuda


@cuda.jit
def sizes(out):
    x, y, z, w = cuda.gridsize(4)
    out[0] = x


@cuda.jit
def k(a):
    if cuda.threadIdx.x == 1:
        i, j, l, m = cuda.grid(4)
        a[0] = i


try:
    sizes[1, 1](np.zeros(1))
except RuntimeError as e:
    print(e)
a = np.zeros(1)
k[1, 2](a)
print(a)
# expect: tid=[0, 0, 0] ctaid=[0, 0, 0]: Global grid has 1-3 dimensions. 4 requested
# expect runtime error: RuntimeError: tid=[1, 0, 0] ctaid=[0, 0, 0]: Global ID has 1-3 dimensions. 4 requested
