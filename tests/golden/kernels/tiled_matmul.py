# Numba's documented shared-memory tiled matrix multiplication (fast_matmul) on 24x24 matrices.
import numpy as np
from numba import cuda, float32

TPB = 8

@cuda.jit
def fast_matmul(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x
    if x >= C.shape[0] and y >= C.shape[1]:
        return
    tmp = 0.
    for i in range(bpg):
        sA[tx, ty] = A[x, ty + i * TPB]
        sB[tx, ty] = B[tx + i * TPB, y]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()
    C[x, y] = tmp

n = 24
A = (np.arange(n * n, dtype=np.float32) % 5).reshape(n, n)
B = (np.arange(n * n, dtype=np.float32) % 3).reshape(n, n)
C = np.zeros((n, n), dtype=np.float32)
fast_matmul[(n // TPB, n // TPB), (TPB, TPB)](A, B, C)
print(np.array_equal(C, A @ B), C[0, :4], C[23, 23])
# expect: True [ 0. 46. 92.  0.] 98.0
