# The first signature every input casts to safely is chosen; the output has its return dtype.
import numpy as np
from numba import vectorize

@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def add2(a, b):
    return a + 2 * b

print(add2(np.arange(3, dtype=np.int32), 1), add2(np.arange(3, dtype=np.int32), 1).dtype)
print(add2(np.arange(3, dtype=np.float32), np.ones(3, dtype=np.float32)).dtype)
print(add2(np.arange(3, dtype=np.uint8), np.arange(3, dtype=np.int16)).dtype)
print(add2(np.arange(3), 0.5))
print(add2.nin, add2.nout, add2.ntypes, add2.__name__)

# expect: [2 3 4] int64
# expect: float64
# expect: int64
# expect: [1. 2. 3.]
# expect: 2 1 2 add2
