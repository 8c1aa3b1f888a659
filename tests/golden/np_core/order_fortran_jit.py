# Fortran-ordered arrays go through @jit and kernels (the simulator) with their strides
import numpy as np
from numba import jit, cuda
a = np.zeros((2, 3), order='F')
a[0, 1] = 5; a[1, 2] = 7
print(a, a.sum(axis=0), a.reshape(3, 2), a.flatten(), a.copy().strides)
@jit(nopython=True)
def f(x):
    s = 0.0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            s += x[i, j] * (i + 1) * (j + 1)
    return s
print(f(a))
@cuda.jit
def k(x):
    i, j = cuda.grid(2)
    if i < x.shape[0] and j < x.shape[1]:
        x[i, j] += i * 10 + j
d = cuda.to_device(a)
k[(1, 1), (4, 4)](d)
h = d.copy_to_host()
print(h, h.strides)
# expect: [[0. 5. 0.]
# expect:  [0. 0. 7.]] [0. 5. 7.] [[0. 5.]
# expect:  [0. 0.]
# expect:  [0. 7.]] [0. 5. 0. 0. 0. 7.] (24, 8)
# expect: 52.0
# expect: [[ 0.  6.  2.]
# expect:  [10. 11. 19.]] (8, 16)
