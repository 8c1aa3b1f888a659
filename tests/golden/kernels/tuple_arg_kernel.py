# A flat tuple passed to a kernel: constant and variable indexing, len(), unpacking, a loop over
# it, and a specialisation per element types (ints, then floats, then float32 with a bool).
import numpy as np
from numba import cuda

@cuda.jit
def kern(out, t, s):
    i = cuda.grid(1)
    if i < len(t):
        out[i] = t[i] * s[0]
    if i == 0:
        x, y, z = t
        out[3] = x - y + z
        acc = 0
        for v in t:
            acc += v
        out[4] = acc
        out[5] = len(s)

out = np.zeros(6)
kern[1, 4](out, (1, 2, 3), (2.5,))
print(out)
kern[1, 4](out, (1.5, 2.5, 3.5), (np.float32(2.0), True))
print(out)

@cuda.jit
def add(a, t):
    a[0] = t[0] + t[1]

a = np.zeros(2)
add[1, 1](a, (1, 2.5))
print(a)
# expect: [2.5 5.  7.5 2.  6.  1. ]
# expect: [3.  5.  7.  2.5 7.5 2. ]
# expect: [3.5 0. ]
