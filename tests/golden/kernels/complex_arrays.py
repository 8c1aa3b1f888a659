# complex64 arrays in a kernel: elements read and written as complex numbers, a complex scalar
# argument, .conjugate(), and += of a complex literal on an element.
import numpy as np
from numba import cuda
@cuda.jit
def scale(a, out, k):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i] = a[i] * k + a[i].conjugate()
        a[i] += 1j
a = np.array([1+2j, 3-1j, -2+0.5j, 0j], dtype=np.complex64)
out = np.zeros(4, dtype=np.complex64)
scale[1, 8](a, out, np.complex64(2-1j))
print(out)
print(a)
# expect: [ 5. +1.j   8. -4.j  -5.5+2.5j  0. +0.j ]
# expect: [ 1.+3.j   3.+0.j  -2.+1.5j  0.+1.j ]
