# Flat tuples as @jit arguments: unpacking, variable index, len(), a loop, tuple results, and
# one specialisation per element types (int, float, bool, NumPy scalar elements).
import numpy as np
from numba import jit

@jit(nopython=True)
def f(t, k):
    a, b = t
    return t[k] * 10 + a - b + len(t)

print(f((3, 4), 1))
print(f((3.5, 4.0), 0))
print(f((True, False), 0))

@jit(nopython=True)
def g(t):
    return t[0], t[1] * 2

print(g((7, 2.5)))

@jit(nopython=True)
def h(n, t):
    s = 0
    for v in t:
        s += v * n
    return s

print(h(2, (1, 2, 3, 4)))
print(h(1.5, (np.int32(1), np.int32(2))))
# expect: 41
# expect: 36.5
# expect: 13
# expect: (7, 5.0)
# expect: 20
# expect: 4.5
