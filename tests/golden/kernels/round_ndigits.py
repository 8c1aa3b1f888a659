# round(x, n) of a float in a kernel is NumPy's round of the simulator's scalar: rint(x * 10**n)
# / 10**n (for a negative n, rint(x / 10**-n) * 10**-n), ties to even, in x's type.
import numpy as np
from numba import cuda


@cuda.jit
def rounded(x, n, out):
    i = cuda.grid(1)
    out[i] = round(x[i], n[i])


x = np.array([2.675, 1.005, -0.125, 12345.6789, 2.5, 1250.0, -0.0])
n = np.array([2, 2, 2, -2, 0, -2, 1])
out = np.zeros(7)
rounded[7, 1](x, n, out)
print(out.tolist())
out32 = np.zeros(7, np.float32)
rounded[7, 1](x.astype(np.float32), n, out32)
print(out32.tolist())
# expect: [2.68, 1.0, -0.12, 12300.0, 2.0, 1200.0, -0.0]
# expect: [2.680000066757202, 1.0, -0.11999999731779099, 12300.0, 2.0, 1200.0, -0.0]
