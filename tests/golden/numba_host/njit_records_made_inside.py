# Records of a structured array made inside an interpreted @njit function (and records passed to
# one) take r.x for r['x'], as Numba's records do; outside @jit code np.void has no such attribute.
import numpy as np
from numba import njit

pt = np.dtype([('x', np.float64), ('m', np.float64)])

@njit
def make(n):
    parts = np.zeros(n, dtype=pt)
    k = 0
    for p in parts:
        p.x = k * 1.5
        p.m = 2.0
        k += 1
    return parts

@njit
def gap(a, b):
    return abs(a.x - b.x) * a.m

parts = make(3)
print(parts)
print(gap(parts[0], parts[2]))
try:
    parts[0].x
except AttributeError as e:
    print("AttributeError:", e)

# expect: [(0. , 2.) (1.5, 2.) (3. , 2.)]
# expect: 6.0
# expect: AttributeError: 'numpy.void' object has no attribute 'x'
