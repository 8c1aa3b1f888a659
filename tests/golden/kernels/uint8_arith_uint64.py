# no-cross-check: Numba's CUDA simulator computes uint8 - uint8 with NumPy scalars (uint8, 11); compiled Numba (and a GPU) types it uint64 (docs/language.md, deliberate differences)
# uint8 op uint8 is uint64 in kernels, as Numba types it: 5 - 250 wraps in 64 bits.
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out, wide):
    out[0] = a[0] - a[1]
    out[1] = a[0] + a[1]
    out[2] = -a[0]
    wide[0] = a[0] - a[1]
    wide[1] = a[0] * a[1] * a[1]

a = np.array([5, 250], np.uint8)
out = np.zeros(3, np.float64)
wide = np.zeros(2, np.uint64)
k[1, 1](a, out, wide)
print(out)
print(wide)
# expect: [1.84467441e+19 2.55000000e+02 2.51000000e+02]
# expect: [18446744073709551371               312500]
