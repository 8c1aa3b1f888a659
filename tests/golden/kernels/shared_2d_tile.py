# A 2-D shared tile: each block transposes its 8x8 tile through shared memory.
import numpy as np
from numba import cuda, float32

@cuda.jit
def transpose(a, out):
    tile = cuda.shared.array((8, 8), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    x = cuda.blockIdx.x * 8 + tx
    y = cuda.blockIdx.y * 8 + ty
    tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    ox = cuda.blockIdx.y * 8 + tx
    oy = cuda.blockIdx.x * 8 + ty
    out[oy, ox] = tile[tx, ty]

a = np.arange(16 * 24, dtype=np.float32).reshape(16, 24)
out = np.zeros((24, 16), dtype=np.float32)
transpose[(3, 2), (8, 8)](a, out)
print(np.array_equal(out, a.T), out[5, :4])
# expect: True [ 5. 29. 53. 77.]
