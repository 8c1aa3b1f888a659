# Python's // and % on floats: the remainder takes the divisor's sign, zero included.
from numba import njit

@njit
def fdm(a, b):
    return a // b, a % b

for a, b in ((7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (-0.0, 3.0), (6.0, -3.0), (1e300, 1e-300), (0.7, 0.1)):
    print(a, b, fdm(a, b))
# expect: 7.5 2.0 (3.0, 1.5)
# expect: -7.5 2.0 (-4.0, 0.5)
# expect: 7.5 -2.0 (-4.0, -0.5)
# expect: -0.0 3.0 (-0.0, 0.0)
# expect: 6.0 -3.0 (-2.0, -0.0)
# expect: 1e+300 1e-300 (inf, 4.891554850853602e-301)
# expect: 0.7 0.1 (6.0, 0.09999999999999992)
