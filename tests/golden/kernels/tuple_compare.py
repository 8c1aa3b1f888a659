# Tuples compare in kernels as in Python: == and != item by item (different lengths are unequal),
# <, <=, >, >= lexicographically (a prefix is the smaller); cuda.grid(2) is such a tuple.
import numpy as np
from numba import cuda

@cuda.jit
def k(out):
    x, y = cuda.grid(2)
    t = x * 4 + y
    p = (x, y)
    out[t, 0] = cuda.grid(2) == (1, 2)
    out[t, 1] = p != (0, 0)
    out[t, 2] = p < (1, 1)
    out[t, 3] = p <= (1, 1)
    out[t, 4] = p > (2, 3)
    out[t, 5] = p >= (3, 3)
    out[t, 6] = (x,) < (x, y)
    out[t, 7] = (x, y, 0) == p
    out[t, 8] = (x, 1.5) < (x, y)

out = np.zeros((16, 9), dtype=np.int64)
k[(2, 2), (2, 2)](out)
for row in out:
    print(''.join(str(v) for v in row))
# expect: 001100100
# expect: 011100100
# expect: 011100101
# expect: 011100101
# expect: 011100100
# expect: 010100100
# expect: 110000101
# expect: 010000101
# expect: 010000100
# expect: 010000100
# expect: 010000101
# expect: 010000101
# expect: 010010100
# expect: 010010100
# expect: 010010101
# expect: 010011101
