# A tuple of numbers of one type (Numba's UniTuple) can be indexed by a variable, negative
# indices counting from the end, in kernels and in @jit code.
import numpy as np
from numba import cuda, jit

@cuda.jit
def k(out):
    t = (1.5, 2.5, 3.5)
    i = cuda.threadIdx.x
    out[i] = t[i] + t[-1 - i] * 10

@jit
def pick(i):
    w = (10, 20, 30, 40)
    s = 0
    for j in range(i):
        s += w[j]
    return s, w[i - 4]

out = np.zeros(3)
k[1, 3](out)
print(out)
print(pick(3), pick(1))
# expect: [36.5 27.5 18.5]
# expect: (60, 40) (10, 20)
