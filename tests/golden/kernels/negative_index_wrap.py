# Negative indices count from the end in kernels, as Numba (and its simulator) index: a[-1] is
# the last element, for global, shared and local arrays, each axis of a 2-D array, row views,
# sliced views and atomics.
import numpy as np
from numba import cuda

@cuda.jit
def shift(a, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i - 1]

@cuda.jit
def ends(a, b, out):
    s = cuda.shared.array(4, np.int32)
    l = cuda.local.array(3, np.int32)
    s[-1] = 7
    l[-3] = 5
    out[0] = s[3] + l[0]
    out[1] = a[-2]
    out[2] = b[-1, -1]
    out[3] = b[-2, 0]
    out[4] = b[1][-3]
    v = a[2:6]
    out[5] = v[-1]
    out[6] = a[::-2][-1]
    cuda.atomic.add(out, -1, 100)

a = np.arange(8, dtype=np.int32)
out = np.zeros(8, dtype=np.int32)
shift[2, 4](a, out)
print(out)
b = np.arange(6, dtype=np.int32).reshape(2, 3)
out[:] = 0
ends[1, 1](a, b, out)
print(out)
# expect: [7 0 1 2 3 4 5 6]
# expect: [ 12   6   5   0   3   5   1 100]
