# --mode=cpu: a swapped counted loop (`for k in range(start, stop)`) does four passes per loop
# over the threads where four remain and every thread of the block passes the guard, each
# thread's running sum in a C local; the passes left over and the blocks with threads outside
# the guard take the one-pass loop. Each thread still adds its products in k order: the
# simulator's results, bit for bit (inner extents 3, 8 and 11; starts 0 and 1; 8x8 blocks, full
# and partial).
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def matmul(A, B, C, start):
    i, j = cuda.grid(2)
    if i < C.shape[0] and j < C.shape[1]:
        t = 0.0
        for k in range(start, A.shape[1]):
            t += A[i, k] * B[k, j]
        C[i, j] = t

for n, p, m in ((16, 3, 16), (16, 8, 12), (20, 11, 16)):
    A = (np.arange(n * p, dtype=np.float64).reshape(n, p) * 0.37) % 5.3 + 0.25
    B = (np.arange(p * m, dtype=np.float64).reshape(p, m) * 0.91) % 3.1
    for start in (0, 1):
        C = np.zeros((n, m))
        matmul[((n + 7) // 8, (m + 7) // 8), (8, 8)](A, B, C, start)
        print(n, p, m, start, C[0, :2].tolist(), C[n - 1, m - 1], float(C.sum()))
# expect: 16 3 16 0 [2.5470000000000006, 4.2396] 5.972500000000005 3174.6599999999994
# expect: 16 3 16 1 [2.5470000000000006, 4.0121] 4.722500000000006 2238.3399999999997
# expect: 16 8 12 0 [14.841999999999965, 26.08960000000004] 51.29760000000001 6692.9036000000015
# expect: 16 8 12 1 [14.841999999999965, 25.86210000000004] 49.70010000000001 6006.511600000002
# expect: 20 11 16 0 [39.977999999999895, 34.58699999999997] 48.95449999999998 15333.210000000006
# expect: 20 11 16 1 [39.977999999999895, 34.35949999999997] 44.72949999999997 14045.210000000006
# expect stderr: weft: @jit function 'matmul' (matmul__a2Cf8_a2Cf8_a2Cf8_i8): native code
