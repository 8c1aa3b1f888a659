# `a and b` / `a or b` whose right operand is a bool and left one a number (Game of Life's
# `alive and n == 2` with a uint8 cell): the right operand's conversion to the left's type comes
# before the move that reads it (it came after, so the result was a stale register).
import numpy as np
from numba import cuda, njit


@cuda.jit
def k(src, n, out):
    i = cuda.grid(1)
    if i < src.size:
        alive = src[i]
        out[i, 0] = 1 if (n[i] == 3 or (alive and n[i] == 2)) else 0
        out[i, 1] = (alive and n[i] == 2)
        f = src[i] * 1.5
        out[i, 2] = (f and n[i] == 2)
        b = n[i] == 2
        out[i, 3] = (alive or b)
        out[i, 4] = (alive and n[i])


@njit
def f(alive, n):
    b = n == 2
    return (alive and b)


src = np.array([0, 1, 0, 1, 1, 0], np.uint8)
n = np.array([2, 2, 3, 3, 1, 1], np.int64)
out = np.zeros((6, 5), np.int64)
k[1, 8](src, n, out)
print(out.T)
print(f(np.uint8(1), 2), f(np.int64(3), 2), f(1.5, 2), f(np.uint8(0), 2))
# expect: [[0 1 1 1 0 0]
# expect:  [0 1 0 0 0 0]
# expect:  [0 1 0 0 0 0]
# expect:  [1 1 0 1 1 0]
# expect:  [0 2 0 3 1 0]]
# expect: 1 1 1.0 0
