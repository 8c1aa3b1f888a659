# A tuple holding arrays (and numbers) is one kernel argument, as in Numba: unpacked, indexed,
# written through (host arrays are copied back), device arrays included.
import numpy as np
from numba import cuda

@cuda.jit
def k(arrs, out, params):
    i = cuda.grid(1)
    a, b = arrs
    scale, shift = params
    if i < out.size:
        out[i] = a[i] * scale + b[i] + shift
        b[i] = -i

@cuda.jit
def k2(triple):
    i, j = cuda.grid(2)
    m = triple[0]
    if i < m.shape[0] and j < m.shape[1]:
        m[i, j] = triple[1] * 10 + i + j
        if j == 0:
            triple[2][i] += 1

a = np.arange(4.0)
b = np.ones(4)
out = np.zeros(4)
k[1, 4]((a, b), out, (2.0, 10))
print(out, b)
d = cuda.to_device(np.arange(4.0))
k[1, 4]((d, cuda.to_device(np.ones(4))), out, (1, 0))
print(out)
m = np.zeros((2, 3), dtype=np.int32)
c = np.zeros(2, dtype=np.int64)
k2[(1, 1), (2, 3)]((m, 5, c))
print(m, c)

# expect: [11. 13. 15. 17.] [ 0. -1. -2. -3.]
# expect: [1. 2. 3. 4.]
# expect: [[50 51 52]
# expect:  [51 52 53]] [1 1]
