# Calibration: naive vs tiled (16x16 shared-memory tiles) float32 matmul, C = A @ B, n from argv.
# bench/calibrate.py runs it under the profiler and compares the modeled kernel times.
import sys
import numpy as np
from numba import cuda, float32

TILE = 16


@cuda.jit
def matmul_naive(a, b, c):
    col, row = cuda.grid(2)
    n = c.shape[0]
    if row < n and col < n:
        acc = float32(0.0)
        for k in range(n):
            acc += a[row, k] * b[k, col]
        c[row, col] = acc


@cuda.jit
def matmul_tiled(a, b, c):
    sa = cuda.shared.array((TILE, TILE), dtype=float32)
    sb = cuda.shared.array((TILE, TILE), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    row = cuda.blockIdx.y * TILE + ty
    col = cuda.blockIdx.x * TILE + tx
    n = c.shape[0]
    acc = float32(0.0)
    for t in range(n // TILE):
        sa[ty, tx] = a[row, t * TILE + tx]
        sb[ty, tx] = b[t * TILE + ty, col]
        cuda.syncthreads()
        for k in range(TILE):
            acc += sa[ty, k] * sb[k, tx]
        cuda.syncthreads()
    c[row, col] = acc


n = int(sys.argv[1]) if len(sys.argv) > 1 else 256
a = cuda.to_device(np.ones((n, n), dtype=np.float32))
b = cuda.to_device(np.ones((n, n), dtype=np.float32))
c = cuda.device_array((n, n), dtype=np.float32)
grid = (n // TILE, n // TILE)
matmul_naive[grid, (TILE, TILE)](a, b, c)
matmul_tiled[grid, (TILE, TILE)](a, b, c)
print(n, c.copy_to_host()[0, 0])
