# math functions inside a kernel on float32 and float64 inputs (compared after rounding).
import math
import numpy as np
from numba import cuda

@cuda.jit
def k(x, out32, out64):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out32[i] = math.sqrt(x[i]) + math.exp(-x[i]) * math.sin(x[i])
        out64[i] = math.log(i + 1) + math.atan2(x[i], 2.0) + math.floor(x[i] * 2)

x = np.linspace(0.5, 3.0, 6).astype(np.float32)
out32 = np.zeros(6, dtype=np.float32)
out64 = np.zeros(6, dtype=np.float64)
k[1, 8](x, out32, out64)
print(np.round(out32, 5))
print(np.round(out64, 9))
# expect: [0.99789 1.30956 1.44732 1.53727 1.63026 1.73908]
# expect: [1.24497866 3.15679479 4.7421134  6.17169253 7.5054933  8.77455319]
