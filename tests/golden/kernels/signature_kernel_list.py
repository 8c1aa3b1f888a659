# no-cross-check: Numba 0.56 takes one signature in @cuda.jit (a list is not recognised and the launch fails); compiled Numba from 0.57 and @jit take lists
# A kernel declared with a list of signatures runs the one its arguments match best.
import numpy as np
from numba import cuda
@cuda.jit(["void(float32[:], float32)", "void(float64[:], float64)"])
def k(a, x):
    a[cuda.threadIdx.x] = x / 3
a = np.zeros(2)
k[1, 2](a, 1)
print(a)
b = np.zeros(2, np.float32)
k[1, 2](b, 1)
print(b)
# expect: [0.33333333 0.33333333]
# expect: [0.33333334 0.33333334]
