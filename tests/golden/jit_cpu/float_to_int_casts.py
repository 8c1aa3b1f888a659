# int() of floats truncates toward zero in every integer width.
import numpy as np
from numba import njit

@njit
def trunc(x):
    return int(x)

@njit
def widths(x):
    return np.int8(x), np.int16(x), np.int32(x), np.uint8(x), np.uint16(x), np.uint32(x)

for x in (2.9, -2.9, 0.5, -0.5, 1e15, -123456789.75):
    print(x, trunc(x))
print(widths(100.7))
print(widths(-3.2)[:3])
# expect: 2.9 2
# expect: -2.9 -2
# expect: 0.5 0
# expect: -0.5 0
# expect: 1000000000000000.0 1000000000000000
# expect: -123456789.75 -123456789
# expect: (100, 100, 100, 100, 100, 100)
# expect: (-3, -3, -3)
