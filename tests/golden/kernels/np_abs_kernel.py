# np.abs (np.absolute) of a number in a kernel is abs(): ints keep their type, floats, complex
# numbers (their modulus).
import numpy as np
from numba import cuda

@cuda.jit
def k(x, n, z, out, iout):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = np.abs(x[i])
        out[i, 1] = np.absolute(x[i] - 1.0)
        out[i, 2] = np.abs(z[i])
        iout[i] = np.abs(n[i]) * 2

x = np.array([-2.5, 0.0, 1.75, -0.0])
n = np.array([-3, 4, 0, -7], dtype=np.int32)
z = np.array([3 + 4j, -1j, 0j, -5 + 12j])
out = np.zeros((4, 3))
iout = np.zeros(4, dtype=np.int64)
k[1, 4](x, n, z, out, iout)
print(out)
print(iout)
# expect: [[ 2.5   3.5   5.  ]
# expect:  [ 0.    1.    1.  ]
# expect:  [ 1.75  0.75  0.  ]
# expect:  [ 0.    1.   13.  ]]
# expect: [ 6  8  0 14]
