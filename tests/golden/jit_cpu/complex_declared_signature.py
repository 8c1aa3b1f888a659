# A declared complex signature: arguments convert to it (an int becomes complex128), and a
# @guvectorize core sums complex rows.
import numpy as np
from numba import jit, guvectorize
@jit('complex128(complex128, float64)', nopython=True)
def sc(z, k):
    return z * k
print(sc(1+2j, 2.0), sc(3, 1.5))
@guvectorize(['void(complex128[:], complex128[:])'], '(n)->()')
def csum(a, out):
    s = 0j
    for i in range(a.shape[0]):
        s += a[i]
    out[0] = s
print(csum(np.array([[1+1j, 2-1j], [3j, 4.0]])))
# expect: (2+4j) (4.5+0j)
# expect: [3.+0.j 4.+3.j]
