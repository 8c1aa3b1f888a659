# --mode=cpu: the tiled matmul (syncthreads inside its loop over tiles, two shared tiles) runs
# as native code, bit for bit the simulator's result.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1 NUMBA_NUM_THREADS=2
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
    tmp = float32(0.)
    for i in range(C.shape[0] // TPB):
        sA[tx, ty] = A[x, ty + i * TPB]
        sB[tx, ty] = B[tx + i * TPB, y]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()
    C[x, y] = tmp

n = 32
A = (np.arange(n * n, dtype=np.float32).reshape(n, n) % 7) / 3
B = (np.arange(n * n, dtype=np.float32).reshape(n, n) % 5) / 7
C = np.zeros((n, n), dtype=np.float32)
fast_matmul[(n // TPB, n // TPB), (TPB, TPB)](A, B, C)
print(C[0, :3], C[31, 31], np.abs(C - A @ B).max() < 1e-4)
# expect: [8.142858 8.380954 9.095239] 8.952383 True
# expect stderr: weft: @jit function 'fast_matmul' (fast_matmul__a2Cf4_a2Cf4_a2Cf4): native code
