# t + u of two tuples in a kernel and a device function: one tuple of both's items (literals,
# a tuple argument, a shape, an empty tuple, a sliced one), and loops over such tuples and over
# a.shape.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def extend(t, v):
    return t + (v,)

@cuda.jit
def k(a, out, dims):
    i = cuda.grid(1)
    if i < out.shape[0]:
        t = (1, 2) + (3,)
        u = dims + a.shape + ()
        w = extend(t[1:], i)
        s = 0
        for v in t + dims:
            s += v
        out[i, 0] = s
        out[i, 1] = len(u)
        out[i, 2] = u[0] * 100 + u[1] * 10 + u[2]
        out[i, 3] = w[0] * 100 + w[1] * 10 + w[2]
        out[i, 4] = len(w)
        p = 1
        for d in a.shape:
            p *= d
        for d in t[::2]:
            p += d
        out[i, 5] = p

a = np.zeros((7, 2))
out = np.zeros((2, 6), dtype=np.int64)
k[1, 2](a, out, (4, 5))
print(out)
# expect: [[ 15   4 457 230   3  18]
# expect:  [ 15   4 457 231   3  18]]
