# Numba's result types of complex64 with other numbers: float32 and small integers keep
# complex64 (float32 parts), int32, int64 and float64 make complex128.
import numpy as np
from numba import njit
@njit
def g(x):
    return x * 2, x + np.float32(1), x * np.int32(3), x / np.int8(2), x * 0.1, x + np.int16(1)
print(g(np.complex64(1+2j)))
# expect: ((2+4j), (2+2j), (3+6j), (0.5+1j), (0.1+0.2j), (2+2j))
