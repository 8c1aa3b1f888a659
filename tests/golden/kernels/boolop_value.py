# `and` / `or` give an operand's value, as in Python, in kernels and in @jit (types unified).
import numpy as np
from numba import cuda, jit

@cuda.jit
def k(a, n, out, hits):
    i = cuda.threadIdx.x
    if i == 0:
        out[0] = a[0] and a[1]
        out[1] = a[2] or a[1]
        out[2] = a[2] and a[1]
        out[3] = a[0] or a[1]
        out[4] = n[0] and a[1]
        out[5] = n[1] or 7
    if i < 3 and a[i] > 2.0 or i == 5:
        hits[i] = 1

@jit
def f(x, y):
    return x and y, x or y, y and x

a = np.array([1.0, 2.5, 0.0])
n = np.array([3, 0], np.int32)
out = np.zeros(6)
hits = np.zeros(8, np.int64)
k[1, 8](a, n, out, hits)
print(out)
print(hits)
print(f(1.5, 0.0))
print(f(0, 2))
# expect: [2.5 2.5 0.  1.  2.5 7. ]
# expect: [0 1 0 0 0 1 0 0]
# expect: (0.0, 1.5, 0.0)
# expect: (0, 2, 0)
