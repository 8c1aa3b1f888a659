# A Python int argument counts as int64 when a CPU ufunc picks its loop (no value-based casting).
import numpy as np
from numba import vectorize

@vectorize(['uint8(uint8, uint8)', 'int32(int32, int32)', 'float64(float64, float64)'])
def add(a, b):
    return a + b

r = add(np.arange(3, dtype=np.uint8), 5)
print(r, r.dtype)

# expect: [5. 6. 7.] float64
