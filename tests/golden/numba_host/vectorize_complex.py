# @vectorize with complex signatures: a complex64 core on the CPU (the FFT-convolution slides'
# vmult), a complex128 core with a float64 argument, a complex argument with a float result.
import numpy as np
from numba import vectorize
@vectorize(['complex64(complex64, complex64)'])
def vmult(a, b):
    return a * b
a = np.array([1+2j, 3-1j, -2+0.5j], dtype=np.complex64)
b = np.array([2-1j, 0.5j, 1+1j], dtype=np.complex64)
r = vmult(a, b)
print(r, r.dtype)
@vectorize(['complex128(complex128, float64)'])
def vdiv(a, s):
    return a / s + s
print(vdiv(np.array([1+1j, 2-3j]), 4.0))
@vectorize(['float64(complex128)'])
def mag(z):
    return abs(z)
print(mag(np.array([3+4j, -1j])))
# expect: [ 4. +3.j   0.5+1.5j -2.5-1.5j] complex64
# expect: [4.25+0.25j 4.5 -0.75j]
# expect: [5. 1.]
