# `x, y = y, x` of variables reads both before assigning either (the second item read x's
# register after the first assignment had overwritten it): in a branch, at the top of a kernel,
# nested targets, complex values, and in @njit code.
import numpy as np
from numba import cuda, njit


@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.shape[0]:
        x = a[i, 0]
        y = a[i, 1]
        if x > y:
            x, y = y, x
        a[i, 2] = x
        a[i, 3] = y
        p = a[i, 0]
        q = a[i, 1]
        r = p + q
        (p, q), r = (q, r), p
        a[i, 4] = p * 100 + q * 10 + r
        u = a[i, 0]
        v = a[i, 1]
        for _ in range(3):
            u, v = v, u + v
        a[i, 5] = u * 100 + v


@cuda.jit
def kc(z, out):
    i = cuda.grid(1)
    if i < z.size:
        w = z[i]
        c = w * 2
        w, c = c, w
        out[i] = w - c


@njit
def f(x, y):
    if x > y:
        x, y = y, x
    return x, y


a = np.array([[3, 1, 0, 0, 0, 0], [2, 5, 0, 0, 0, 0]], np.int64)
k[1, 2](a)
print(a)
z = np.array([1 + 2j, -3j])
out = np.zeros_like(z)
kc[1, 2](z, out)
print(out)
print(f(3, 1), f(2, 5), f(2.5, -1.0))
# expect: [[   3    1    1    3  143  509]
# expect:  [   2    5    2    5  572 1219]]
# expect: [1.+2.j 0.-3.j]
# expect: (1, 3) (2, 5) (-1.0, 2.5)
