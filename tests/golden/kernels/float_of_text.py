# float('inf'), float('-inf'), float('nan') and float('2.5') in a kernel are the float64
# constants Python's float() makes (a running minimum that starts at float('inf')).
import numpy as np
import math
from numba import cuda

@cuda.jit
def row_min(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        m = float('inf')
        for j in range(a.shape[1]):
            if a[i, j] < m:
                m = a[i, j]
        out[i] = m

@cuda.jit
def consts(out):
    out[0] = float('-inf')
    out[1] = float(' Infinity ')
    out[2] = float('2.5') * 2
    out[3] = 1.0 if math.isnan(float('nan')) else 0.0
    out[4] = float('-1e-3')

a = np.array([[3.0, -1.0, 2.0], [np.inf, np.inf, np.inf], [0.5, 7.0, 0.25]])
out = np.zeros(3)
row_min[1, 4](a, out)
print(out)
c = np.zeros(5)
consts[1, 1](c)
print(c)
# expect: [-1.     inf  0.25]
# expect: [   -inf     inf  5.e+00  1.e+00 -1.e-03]
