# for over rows of a 2-D array, a row, a column, a slice (with break/else), a complex array, in @jit and @guvectorize
import numpy as np
from numba import cuda, jit, guvectorize
@cuda.jit
def rows(m, out):
    i = cuda.grid(1)
    if i == 0:
        t = 0.0
        for row in m:
            for v in row:
                t += v
        out[0] = t
        c = 0
        for v in m[1]:
            if v > 4:
                break
            c += 1
        else:
            c = -1
        out[1] = c
        for v in m[:, 2]:
            out[2] += v
        for v in m[0, 1:]:
            out[3] += v
m = np.arange(12.0).reshape(3, 4)
out = np.zeros(4)
rows[1, 2](m, out)
print(out)
@jit(nopython=True)
def jsum(a):
    s = 0
    for v in a:
        s += v
    return s
print(jsum(np.arange(10)), jsum(np.arange(5.0)))
@cuda.jit
def cplx(z, out):
    acc = 0j
    for w in z:
        acc += w * w
    out[0] = acc
z = np.array([1 + 2j, 3 - 1j])
o = np.zeros(1, dtype=np.complex128)
cplx[1, 1](z, o)
print(o)
@guvectorize(['void(int64[:], int64[:])'], '(n)->()')
def gmax(x, res):
    best = x[0]
    for v in x:
        if v > best:
            best = v
    res[0] = best
print(gmax(np.array([[3, 9, 2], [7, 1, 5]])))
# expect: [66.  1. 18.  6.]
# expect: 45 10.0
# expect: [5.-2.j]
# expect: [9 7]
