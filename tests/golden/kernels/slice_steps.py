# Slices with steps, positive and negative, nested, empty, in kernels and @jit code.
import numpy as np
from numba import cuda, njit

@cuda.jit
def stepped(a, out):
    i = cuda.grid(1)
    evens = a[::2]
    rev = a[::-1]
    odd_rev = a[-2::-3]
    sub = evens[1:][::2]
    part = a[7:1:-2]
    empty = a[5:2]
    out[i, 0] = evens[i] + len(evens) * 100
    out[i, 1] = rev[i] + rev.shape[0] * 100
    out[i, 2] = odd_rev[i % len(odd_rev)] + len(odd_rev) * 100
    out[i, 3] = sub[i % len(sub)] + len(sub) * 100
    out[i, 4] = part[i % len(part)] + len(part) * 100
    out[i, 5] = len(empty) + len(a[2:9:3]) * 10 + len(a[::-4]) * 100

@njit
def jit_steps(a):
    r = a[::-3]
    return r[0], r[-1], len(r), a[1::2][-1]

a = np.arange(10, dtype=np.int64)
out = np.zeros((4, 6), dtype=np.int64)
stepped[1, 4](a, out)
print(out.tolist())
print(jit_steps(a))
# expect: [[500, 1009, 308, 202, 307, 330], [502, 1008, 305, 206, 305, 330], [504, 1007, 302, 202, 303, 330], [506, 1006, 308, 206, 307, 330]]
# expect: (9, 0, 4, 9)
