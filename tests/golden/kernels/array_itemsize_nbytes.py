# a.itemsize and a.nbytes in a kernel: the element's bytes, and the view's (a row, a slice, a
# complex array).
import numpy as np
from numba import cuda

@cuda.jit
def k(a, b, z, out):
    if cuda.grid(1) == 0:
        out[0] = a.itemsize
        out[1] = a.nbytes
        out[2] = b.itemsize
        out[3] = b.nbytes
        out[4] = a[1].nbytes
        out[5] = a[1:, ::2].nbytes
        out[6] = a.size * a.itemsize
        out[7] = z.itemsize
        out[8] = z[1:].nbytes

a = np.zeros((3, 7))
b = np.zeros(5, dtype=np.int16)
z = np.zeros(4, dtype=np.complex128)
out = np.zeros(9, dtype=np.int64)
k[1, 1](a, b, z, out)
print(out)
# expect: [  8 168   2  10  56  64 168  16  48]
