# abs() and ~ in a kernel on float64, int32 and int64 (each maps to its own SIMT opcode).
import numpy as np
from numba import cuda
@cuda.jit
def k(a, b, c):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = abs(a[i])
        b[i] = abs(b[i])
        c[i] = ~c[i]
a = np.array([-1.5, 2.0, -3.25]); b = np.array([-7, 3, -2], dtype=np.int32); c = np.array([1, -2, 0], dtype=np.int64)
k[1, 32](a, b, c)
print(a, b, c)
# expect: [1.5  2.   3.25] [7 3 2] [-2  1 -1]
