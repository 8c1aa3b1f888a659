# A complex64 @vectorize core for target='cuda' (the FFT-convolution slides' vmult), run on host
# and device arrays, against NumPy's product.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); compared with NumPy
import numpy as np
from numba import vectorize, cuda
@vectorize(['complex64(complex64, complex64)'], target='cuda')
def vmult(a, b):
    return a * b
a = (np.arange(6) + 1j * np.arange(6)[::-1]).astype(np.complex64)
b = np.full(6, 0.5 - 2j, dtype=np.complex64)
r = vmult(a, b)
print(r.dtype, np.array_equal(r, a * b))
d = vmult(cuda.to_device(a), cuda.to_device(b))
print(np.array_equal(d.copy_to_host(), a * b))
print(r)
# expect: complex64 True
# expect: True
# expect: [10.  +2.5j  8.5 +0.j   7.  -2.5j  5.5 -5.j   4.  -7.5j  2.5-10.j ]
