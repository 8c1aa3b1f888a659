# abs() of int8 and int16 elements in a kernel keeps their type and gives the magnitude
# (abs(int8(-1)) is 1), whether stored into an array of the same type or a wider one.
import numpy as np
from numba import cuda


@cuda.jit
def magnitudes(a, same, wide):
    i = cuda.grid(1)
    same[i] = abs(a[i])
    x = a[i]
    wide[i] = abs(x) + 1


for dt in (np.int8, np.int16):
    a = np.array([-127, -1, 0, 5, -7], dtype=dt)
    same, wide = np.zeros(5, dt), np.zeros(5, np.int64)
    magnitudes[5, 1](a, same, wide)
    print(same, wide)
# expect: [127   1   0   5   7] [128   2   1   6   8]
# expect: [127   1   0   5   7] [128   2   1   6   8]
