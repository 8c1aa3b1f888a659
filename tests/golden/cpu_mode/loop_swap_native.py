# --mode=cpu: a thread's loop that only loads and whose test every thread computes alike (a
# matmul's `for k`) runs once for the block with a loop over the threads inside; the guard
# `if i < n and j < m` around it becomes each thread's predicate, its else-side runs for the
# others. Each thread still adds its products in k order: the simulator's results, bit for bit.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def matmul(A, B, C, D):
    i, j = cuda.grid(2)
    if i < C.shape[0] and j < C.shape[1]:
        t = 0.0
        for k in range(A.shape[1]):
            t += A[i, k] * B[k, j]
        C[i, j] = t
    elif i < C.shape[0] + 2 and j < C.shape[1]:
        D[i - C.shape[0], j] = A[0, j] * 2.0 + i

n, m, p = 21, 13, 17
A = (np.arange(n * p, dtype=np.float64).reshape(n, p) * 0.37) % 5.3
B = (np.arange(p * m, dtype=np.float64).reshape(p, m) * 0.91) % 3.1
C = np.zeros((n, m))
D = np.zeros((2, m))
matmul[(3, 2), (8, 8)](A, B, C, D)
print(C[0, :4].tolist())
print(C[n - 1, m - 3:].tolist())
print(round(float(C.sum()), 6))
print(D[:, :3].tolist())
# expect: [67.25059999999988, 60.956799999999994, 51.22200000000007, 60.21120000000001]
# expect: [85.20960000000011, 69.05280000000002, 78.99800000000002]
# expect: 18772.9554
# expect: [[21.0, 21.74, 22.48], [22.0, 22.74, 23.48]]
# expect stderr: weft: @jit function 'matmul' (matmul__a2Cf8_a2Cf8_a2Cf8_a2Cf8): native code
