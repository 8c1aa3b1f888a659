# Loops over local tuples (a display and a variable), with break and else, and a tuple
# argument passed on to a device function.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def dot(t, u):
    s = 0.0
    for k in range(len(t)):
        s += t[k] * u[k]
    return s

@cuda.jit
def kern(out, w):
    acc = 0
    for v in (4, 5, 6):
        acc = acc * 10 + v
    out[0] = acc
    pair = (2.5, 0.5)
    for v in pair:
        if v < 1.0:
            break
        out[1] += v
    else:
        out[1] = -1.0
    for v in w:
        out[2] += v
    else:
        out[3] = 1.0
    out[4] = dot(w, (1.0, 2.0, 3.0))

out = np.zeros(5)
kern[1, 1](out, (1.0, 2.0, 3.0))
print(out)
# expect: [456.    2.5   6.    1.   14. ]
