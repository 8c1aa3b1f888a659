# len(range(...)) in a kernel and in @njit code: the range's item count (negative steps, empty
# ranges, bounds from arguments).
import numpy as np
from numba import cuda, njit

@cuda.jit
def k(n, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i, 0] = len(range(i, 10, 3))
        out[i, 1] = len(range(n))
        out[i, 2] = len(range(n, i, -2))
        out[i, 3] = len(range(5, 5))

@njit
def f(a, b, c):
    return len(range(a)), len(range(a, b)), len(range(a, b, c))

out = np.zeros((4, 4), dtype=np.int64)
k[1, 4](7, out)
print(out)
print(f(9, 2, -3), f(-1, 8, 4))
# expect: [[4 7 4 0]
# expect:  [3 7 3 0]
# expect:  [3 7 3 0]
# expect:  [3 7 2 0]]
# expect: (9, 0, 3) (0, 9, 3)
