# The added math functions on float32 give float32 (frexp: a float32 and an int32), computed
# in double and rounded as the simulator stores Python's results; infinities, NaN and -0.0
# come out as Python's math module gives them.
import math
import numpy as np
from numba import cuda

@cuda.jit
def k(x, out, exps):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[0, i] = math.copysign(np.float32(2.0), v)
        m, e = math.frexp(v)
        out[1, i] = m
        exps[i] = e
        f, n = math.modf(v)
        out[2, i] = f
        out[3, i] = n
        out[4, i] = math.degrees(v)
        out[5, i] = math.asinh(v)
        out[6, i] = math.erfc(v)
        out[7, i] = math.ldexp(v, 3)

x = np.array([-0.0, np.inf, -np.inf, np.nan, 1e-45, 3.7, -2.25, 1e30], dtype=np.float32)
out = np.zeros((8, 8), dtype=np.float32)
exps = np.zeros(8, dtype=np.int32)
k[1, 8](x, out, exps)
for row in out:
    print(row)
print(exps)
# expect: [-2.  2. -2.  2.  2.  2. -2.  2.]
# expect: [-0.               inf       -inf        nan  0.5        0.925
# expect:  -0.5625     0.7888609]
# expect: [-0.0000000e+00  0.0000000e+00 -0.0000000e+00            nan
# expect:   1.4012985e-45  7.0000005e-01 -2.5000000e-01  0.0000000e+00]
# expect: [-0.e+00     inf    -inf     nan  0.e+00  3.e+00 -2.e+00  1.e+30]
# expect: [-0.0000000e+00            inf           -inf            nan
# expect:   7.9874012e-44  2.1199438e+02 -1.2891550e+02  5.7295782e+31]
# expect: [-0.0000000e+00            inf           -inf            nan
# expect:   1.4012985e-45  2.0192606e+00 -1.5501579e+00  6.9770699e+01]
# expect: [1.0000000e+00 0.0000000e+00 2.0000000e+00           nan 1.0000000e+00
# expect:  1.6715100e-07 1.9985373e+00 0.0000000e+00]
# expect: [-0.00e+00       inf      -inf       nan  1.12e-44  2.96e+01 -1.80e+01
# expect:   8.00e+30]
# expect: [   0    0    0    0 -148    2    2  100]
