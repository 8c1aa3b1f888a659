# for loops over enumerate(x, start) and zip(x, y, ...) in kernels, device functions and @njit:
# over arrays (items or rows), tuples, ranges and each other; zip stops at the shortest.
import numpy as np
from numba import cuda, njit

@cuda.jit(device=True)
def weighted(a, w):
    s = 0.0
    for x, y in zip(a, w):
        s += x * y
    return s

@cuda.jit
def k(a, b, m, out):
    i = cuda.grid(1)
    if i == 0:
        s = 0.0
        for j, x in enumerate(a):
            s += j * x
        out[0] = s
        out[1] = weighted(a, b)
        t = 0
        for j, row in enumerate(m, 1):
            t += j * row[0]
        out[2] = t
        c = 0
        for p in zip(range(10, 0, -3), (1, 2, 3, 4, 5)):
            c += p[0] * p[1]
        out[3] = c
        n = 0
        for j, (x, y) in enumerate(zip(a, b), start=5):
            n += j
        out[4] = n
        for j, v in enumerate((4, 5, 6)):
            if v == 5:
                out[5] = j
                break
        else:
            out[5] = -1

@njit
def cpu(a, b):
    s = 0.0
    for j, (x, y) in enumerate(zip(a, b)):
        s += j * x * y
    return s

a = np.arange(4.0)
b = np.array([1.0, 2.0, 3.0])
m = np.arange(6).reshape(3, 2)
out = np.zeros(6)
k[1, 1](a, b, m, out)
print(out)
print(cpu(a, b))
# expect: [14.  8. 16. 40. 18.  1.]
# expect: 14.0
