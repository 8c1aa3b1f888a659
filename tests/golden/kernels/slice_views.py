# Slices with bounds are views: a[1:3], a[i, 1:], negative and clipped bounds, a slice of a
# slice, their shape and len(), stores through a view, a sliced shared array, and a view
# passed to a device function.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def first_plus_last(v):
    return v[0] + v[len(v) - 1]

@cuda.jit
def views(a, out):
    i = cuda.grid(1)
    row = a[i, 1:]
    mid = row[1:3]
    tail = a[i, -2:]
    clipped = a[i, 3:100]
    out[i, 0] = mid[0] + mid[1] * 10
    out[i, 1] = row.shape[0] * 100 + mid.shape[0] * 10 + len(clipped)
    out[i, 2] = tail[0] * 100 + tail[1]
    out[i, 3] = first_plus_last(a[i, :-1])
    dest = out[i, 4:]
    dest[0] = a[i][1:][0]
    dest[1] = a[1:3, 2:][1, 0]

@cuda.jit
def shared_halves(x, out):
    buf = cuda.shared.array(8, np.int32)
    t = cuda.threadIdx.x
    buf[t] = x[t] * 2
    cuda.syncthreads()
    upper = buf[4:]
    if t < 4:
        out[t] = upper[t] - buf[:4][t]

a = np.arange(20, dtype=np.int64).reshape(4, 5)
out = np.zeros((4, 6), dtype=np.int64)
views[1, 4](a, out)
print(out.tolist())
x = np.array([1, 2, 3, 4, 10, 20, 30, 40], dtype=np.int32)
o = np.zeros(4, dtype=np.int32)
shared_halves[1, 8](x, o)
print(o.tolist())
# expect: [[32, 422, 304, 3, 1, 12], [87, 422, 809, 13, 6, 12], [142, 422, 1314, 23, 11, 12], [197, 422, 1819, 33, 16, 12]]
# expect: [18, 36, 54, 72]
