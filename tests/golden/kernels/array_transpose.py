# a.T in a kernel is the view with its axes reversed, as NumPy's: its shape, elements, rows
# (t[i] is a column of a), slices, writes through it, a loop over it, a.T.T, a 3-D array's,
# a complex array's, and a device function taking it.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def trace(m):
    s = 0
    for i in range(min(m.shape[0], m.shape[1])):
        s += m[i, i]
    return s

@cuda.jit
def k(a, b3, z, w, out):
    if cuda.grid(1) == 0:
        t = a.T
        out[0] = t.shape[0] * 10 + t.shape[1]
        out[1] = t[3, 1]
        col = t[2]
        out[2] = col[0] + col[1] * 10 + col[2] * 100
        out[3] = t[1:3, 0].shape[0] * 100 + t[1:3, 0][1]
        n = 0
        for row in a.T:
            n = n * 10 + row[2] % 10
        out[4] = n
        out[5] = a.T.T[2, 3]
        s = b3.T.shape
        out[6] = s[0] * 100 + s[1] * 10 + s[2]
        out[7] = b3.T[3, 2, 1]
        out[8] = z.T[1, 0].imag
        out[9] = trace(a.T)
        tw = w.T
        for i in range(tw.shape[0]):
            for j in range(tw.shape[1]):
                tw[i, j] = i * 10 + j

a = np.arange(12).reshape(3, 4)
b3 = np.arange(24).reshape(2, 3, 4)
z = (np.arange(6) + 1j * np.arange(6)).reshape(2, 3)
w = np.zeros((2, 3), dtype=np.int64)
out = np.zeros(10, dtype=np.int64)
k[1, 1](a, b3, z, w, out)
print(out.tolist())
print(w.tolist())
# expect: [43, 7, 1062, 202, 8901, 11, 432, 23, 1, 15]
# expect: [[0, 10, 20], [1, 11, 21]]
