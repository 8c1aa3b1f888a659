# Chained indexing A[i][j], row views A[i] and A[i, :] passed to a device function, len() of a row.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def row_sum(row):
    s = 0.0
    for j in range(len(row)):
        s += row[j]
    return s

@cuda.jit
def k(A, out):
    i = cuda.grid(1)
    if i < A.shape[0]:
        out[i, 0] = row_sum(A[i])
        out[i, 1] = A[i][1] + A[i, :][2]
        r = A[i]
        out[i, 2] = r.shape[0] * 10 + r.ndim

A = np.arange(12, dtype=np.float64).reshape(3, 4)
out = np.zeros((3, 3))
k[1, 4](A, out)
print(out)
# expect: [[ 6.  3. 41.]
# expect:  [22. 11. 41.]
# expect:  [38. 19. 41.]]
