# abs() in @njit keeps its argument's type (Numba's Abs template): int8(-128) stays -128, as it
# wraps; float32 stays float32.
from numba import njit
import numpy as np

@njit
def absolute(x):
    return abs(x)

for v in (np.int8(-128), np.int8(-5), np.int16(-32768), np.int32(-7), np.uint8(200), np.float32(-1.5), -3, -2.5):
    r = absolute(v)
    print(r, type(r).__name__)

@njit
def abs_array(a):
    out = np.empty_like(a)
    for i in range(a.size):
        out[i] = abs(a[i])
    return out

print(abs_array(np.array([-128, -1, 5], dtype=np.int8)))
# expect: -128 int
# expect: 5 int
# expect: -32768 int
# expect: 7 int
# expect: 200 int
# expect: 1.5 float
# expect: 3 int
# expect: 2.5 float
# expect: [-128    1    5]
