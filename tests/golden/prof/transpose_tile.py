# A 32x32 float32 transpose through a shared tile, without and with a padding column.
# tests/prof/test_prof.py reads the counters: reading the column of an unpadded 32x32 tile puts
# all 32 lanes of a warp on one bank (31 extra wavefronts per read, 32 warps -> 992 conflicts);
# the padded tile (32x33) has none. Both coalesce: 4 sectors per global request.
import numpy as np
from numba import cuda, float32


@cuda.jit
def transpose(a, b):
    tile = cuda.shared.array((32, 32), dtype=float32)
    x = cuda.threadIdx.x
    y = cuda.threadIdx.y
    tile[y, x] = a[y, x]
    cuda.syncthreads()
    b[y, x] = tile[x, y]


@cuda.jit
def transpose_padded(a, b):
    tile = cuda.shared.array((32, 33), dtype=float32)
    x = cuda.threadIdx.x
    y = cuda.threadIdx.y
    tile[y, x] = a[y, x]
    cuda.syncthreads()
    b[y, x] = tile[x, y]


h = np.arange(1024, dtype=np.float32).reshape(32, 32)
a = cuda.to_device(h)
b = cuda.device_array((32, 32), dtype=np.float32)
transpose[1, (32, 32)](a, b)
r1 = b.copy_to_host()
transpose_padded[1, (32, 32)](a, b)
r2 = b.copy_to_host()
print((r1 == h.T).all(), (r2 == h.T).all())
print(r1[0, :4])
# expect: True True
# expect: [ 0. 32. 64. 96.]
