# Float % in a kernel: a zero remainder takes the divisor's sign, as in Python and Numba.
import numpy as np
from numba import cuda
@cuda.jit
def k(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i] % b[i]
a = np.array([0.0, 3.0, -3.0, 5.5]); b = np.array([-1.0, -1.5, 2.0, -2.0]); out = np.zeros(4)
k[1, 32](a, b, out)
print(out)
# expect: [-0.  -0.   1.  -0.5]
