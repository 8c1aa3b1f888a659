# The operations the GPU backend promises bit for bit with the simulator (+ - * / sqrt,
# floor/ceil/fabs/fmod, isnan/isinf) in float32 and float64 kernels; printed as Python floats,
# whose repr round-trips, so that every bit is compared.
import math
import numpy as np
from numba import cuda

@cuda.jit
def exact(x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        a = x[i]
        b = y[i]
        out[i, 0] = a / b
        out[i, 1] = math.sqrt(a)
        out[i, 2] = a * b + a  # two roundings: exact mode must not contract this into an fma
        out[i, 3] = math.floor(a * b)
        out[i, 4] = math.ceil(a / b)
        out[i, 5] = b / a - b
        out[i, 6] = math.fabs(b - a)
        out[i, 7] = math.fmod(a, b)
        out[i, 8] = 1.0 if math.isnan(a - a) else 0.0
        out[i, 9] = 1.0 if math.isinf(a / (b - b)) else 0.0

for dt in (np.float32, np.float64):
    x = np.array([2.0, 10.0, 0.1, 7.25], dtype=dt)
    y = np.array([3.0, 0.7, 0.3, -1.5], dtype=dt)
    out = np.zeros((4, 10), dtype=dt)
    exact[1, 32](x, y, out)
    for row in out.tolist():
        print(np.dtype(dt).name, row)
# expect: float32 [0.6666666865348816, 1.4142135381698608, 8.0, 6.0, 1.0, -1.5, 1.0, 2.0, 0.0, 1.0]
# expect: float32 [14.285714149475098, 3.1622776985168457, 17.0, 7.0, 15.0, -0.6299999952316284, 9.300000190734863, 0.20000016689300537, 0.0, 1.0]
# expect: float32 [0.3333333134651184, 0.3162277638912201, 0.12999999523162842, 0.0, 1.0, 2.700000047683716, 0.20000001788139343, 0.10000000149011612, 0.0, 1.0]
# expect: float32 [-4.833333492279053, 2.692582368850708, -3.625, -11.0, -4.0, 1.2931034564971924, 8.75, 1.25, 0.0, 1.0]
# expect: float64 [0.6666666666666666, 1.4142135623730951, 8.0, 6.0, 1.0, -1.5, 1.0, 2.0, 0.0, 1.0]
# expect: float64 [14.285714285714286, 3.1622776601683795, 17.0, 7.0, 15.0, -0.63, 9.3, 0.20000000000000062, 0.0, 1.0]
# expect: float64 [0.33333333333333337, 0.31622776601683794, 0.13, 0.0, 1.0, 2.6999999999999997, 0.19999999999999998, 0.1, 0.0, 1.0]
# expect: float64 [-4.833333333333333, 2.692582403567252, -3.625, -11.0, -4.0, 1.293103448275862, 8.75, 1.25, 0.0, 1.0]
