# CPU gufuncs pick their loop with NumPy 1.24's value-based rule for scalar arguments.
import numpy as np
from numba import guvectorize

@guvectorize(['void(int32[:], int32, int32[:])', 'void(float64[:], float64, float64[:])'], '(n),()->(n)')
def gadd(x, y, res):
    for i in range(x.shape[0]):
        res[i] = x[i] + y

a32 = np.arange(3, dtype=np.int32)
print(gadd(a32, 2).dtype, gadd(a32, np.int64(2)).dtype, gadd(a32, 2 ** 40).dtype, gadd(a32, 2.5).dtype)
print(gadd(np.arange(3, dtype=np.int64), 2).dtype, gadd(np.arange(3, dtype=np.int16), np.int16(2)))

# expect: int32 int32 float64 float64
# expect: float64 [2 3 4]
