# Jitted functions calling jitted functions, with several returns and recursion-free helpers.
import math
from numba import njit

@njit
def sq(x):
    return x * x

@njit
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x

@njit
def norm_clamped(n):
    t = 0.0
    for i in range(n):
        t += clamp(sq(i * 0.5) - 3.0, -1.0, 10.0)
    return math.sqrt(t)

print(norm_clamped(10), norm_clamped(0))
# expect: 5.979130371550699 0.0
