# round(x) in compiled code rounds half to even and gives an int, like Python.
import numpy as np
from numba import njit, cuda

@njit
def r(x):
    return round(x)

@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i] = round(a[i]) * 10

print(r(2.5), r(3.5), r(-0.5), r(7.49))
a = np.array([0.5, 1.5, 2.5, -1.5, 2.6])
out = np.zeros(5, dtype=np.int64)
k[1, 8](a, out)
print(out)
# expect: 2 4 0 7
# expect: [  0  20  20 -20  30]
