# A device function taking and returning a complex number, called on complex128 elements.
import numpy as np
from numba import cuda
@cuda.jit(device=True)
def sq(z):
    return z * z
@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = sq(a[i]) + 1
a = np.array([1+1j, 2j, 3.0])
k[1, 4](a)
print(a)
# expect: [ 1.+2.j -3.+0.j 10.+0.j]
