# Calibration: naive transpose (uncoalesced stores), a 32x32 shared tile (bank conflicts on the
# column read) and the tile padded to 32x33, on an n x n float32 matrix (n from argv).
import sys
import numpy as np
from numba import cuda, float32

T = 32


@cuda.jit
def transpose_naive(a, b):
    x, y = cuda.grid(2)
    b[x, y] = a[y, x]


@cuda.jit
def transpose_tiled(a, b):
    tile = cuda.shared.array((T, T), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tile[ty, tx] = a[cuda.blockIdx.y * T + ty, cuda.blockIdx.x * T + tx]
    cuda.syncthreads()
    b[cuda.blockIdx.x * T + ty, cuda.blockIdx.y * T + tx] = tile[tx, ty]


@cuda.jit
def transpose_padded(a, b):
    tile = cuda.shared.array((T, T + 1), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tile[ty, tx] = a[cuda.blockIdx.y * T + ty, cuda.blockIdx.x * T + tx]
    cuda.syncthreads()
    b[cuda.blockIdx.x * T + ty, cuda.blockIdx.y * T + tx] = tile[tx, ty]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
a = cuda.device_array((n, n), dtype=np.float32)
b = cuda.device_array((n, n), dtype=np.float32)
g = (n // T, n // T)
transpose_naive[g, (T, T)](a, b)
transpose_tiled[g, (T, T)](a, b)
transpose_padded[g, (T, T)](a, b)
print(b.copy_to_host()[0, 0])
