# A dynamic ufunc types its core with Numba's rules: float32 * float32 + 1 (an int64) is float64.
import numpy as np
from numba import vectorize

@vectorize
def dyn(x, y):
    return x * y + 1

r = dyn(np.arange(3, dtype=np.float32), np.float32(2))
print(r, r.dtype)

# expect: [1. 3. 5.] float64
