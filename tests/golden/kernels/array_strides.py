# a.strides in a kernel: the byte strides of an argument as it arrived, of its views (a row, a.T,
# a step, a reversal) and the C-contiguous ones of shared and local arrays, as Numba gives them.
import numpy as np
from numba import cuda, float32

@cuda.jit
def strides_of(a, out):
    if cuda.grid(1) == 0:
        s = a.strides
        out[0] = s[0]
        out[1] = s[1]
        out[2] = a.T.strides[0]
        out[3] = a[1].strides[0]
        out[4] = a[:, ::2].strides[1]
        out[5] = a[::-1].strides[0]
        sh = cuda.shared.array((4, 8), float32)
        out[6] = sh.strides[0]
        loc = cuda.local.array(3, np.int16)
        out[7] = loc.strides[0]

for arr in [np.zeros((3, 4)), np.zeros((2, 3, 5), dtype=np.float32)[1]]:
    out = np.zeros(8, dtype=np.int64)
    strides_of[1, 1](arr, out)
    print(arr.strides, out)

@cuda.jit
def row_sum(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        n_per_row = a.strides[0] // a.strides[1]
        out[i] = n_per_row
o = np.zeros(2, dtype=np.int64)
row_sum[1, 2](np.zeros((2, 5)), o)
print(o)
# expect: (32, 8) [ 32   8   8   8  16 -32  32   2]
# expect: (20, 4) [ 20   4   4   4   8 -20  32   2]
# expect: [5 5]
