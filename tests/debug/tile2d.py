import numpy as np
from numba import cuda, float32


@cuda.jit(device=True)
def scale(v, f):
    r = v * f
    return r


@cuda.jit
def k2(a, out):
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockIdx.x
    tile = cuda.shared.array((4, 4), float32)
    tile[ty, tx] = a[bx * 4 + ty, tx]
    cuda.syncthreads()
    if tx % 2 == 0:
        out[bx * 4 + ty, tx] = scale(tile[tx, ty], 2.0)
    else:
        out[bx * 4 + ty, tx] = -tile[tx, ty]


a = np.arange(32, dtype=np.float32).reshape(8, 4)
out = np.zeros_like(a)
k2[2, (4, 4)](a, out)
print(out)
