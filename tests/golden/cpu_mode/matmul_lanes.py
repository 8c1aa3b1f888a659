# --mode=cpu: the naive matmul's swapped loop vectorised across the threads (frames as columns,
# the predicate's tests dropped for blocks whose threads all pass, the last axis's stride taken
# as the item size when the arguments are C-contiguous) gives the simulator's results bit for
# bit: full and partial blocks, nested guards with an else side, then the same kernel on a
# Fortran-ordered argument (the arrays' own strides).
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def matmul(A, B, C, D):
    i, j = cuda.grid(2)
    if i < C.shape[0]:
        if j < C.shape[1]:
            t = 0.0
            for k in range(A.shape[1]):
                t += A[i, k] * B[k, j]
            C[i, j] = t
        else:
            s = 0.0
            for k in range(A.shape[1]):
                s += A[i, k] * k
            if j < C.shape[1] + D.shape[1]:
                D[i, j - C.shape[1]] = s

def run(A, B, n, m, grid):
    C = np.zeros((n, m))
    D = np.zeros((n, 3))
    matmul[grid, (8, 8)](A, B, C, D)
    return C, D

n, p, m = 24, 19, 16  # rows and columns in full blocks
A = (np.arange(n * p, dtype=np.float64).reshape(n, p) * 0.37) % 5.3
B = (np.arange(p * m, dtype=np.float64).reshape(p, m) * 0.91) % 3.1
C1, D1 = run(A, B, n, m, (3, 2))
print(C1[0, :3].tolist(), C1[n - 1, m - 2:].tolist(), round(float(C1.sum()), 6), D1.sum())
C2, D2 = run(A, B, n - 3, m, (3, 3))  # partial blocks, and else sides past the edge
print((C2 == C1[:n - 3]).all(), D2[n - 4].tolist(), round(float(D2.sum()), 6))
C3, D3 = run(A, np.asfortranarray(B), n, m, (3, 2))
print((C3 == C1).all(), C3.flags.c_contiguous)
# expect: [67.71079999999978, 62.78049999999981, 67.39820000000003] [99.69140000000017, 88.04220000000029] 29643.93 0.0
# expect: True [464.1300000000005, 464.1300000000005, 464.1300000000005] 28118.19
# expect: True True
# expect stderr: weft: @jit function 'matmul' (matmul__a2Cf8_a2Cf8_a2Cf8_a2Cf8): native code
