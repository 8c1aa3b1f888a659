# --mode=cpu: a kernel whose threads are independent (a naive matmul over a 2-d grid) runs as
# native code, blocks spread over the threads, with the simulator's results.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1 NUMBA_NUM_THREADS=2
import numpy as np
from numba import cuda

@cuda.jit
def matmul(A, B, C):
    i, j = cuda.grid(2)
    if i < C.shape[0] and j < C.shape[1]:
        t = 0.0
        for k in range(A.shape[1]):
            t += A[i, k] * B[k, j]
        C[i, j] = t

A = np.arange(30.0).reshape(5, 6)
B = np.arange(24.0).reshape(6, 4) / 7
C = np.zeros((5, 4))
matmul[(2, 2), (4, 4)](A, B, C)
print(C.sum(), C[4])
print(np.array_equal(C, A @ B))
# expect: 3058.571428571429 [237.14285714 259.85714286 282.57142857 305.28571429]
# expect: True
# expect stderr: weft: @jit function 'matmul' (matmul__a2Cf8_a2Cf8_a2Cf8): native code
