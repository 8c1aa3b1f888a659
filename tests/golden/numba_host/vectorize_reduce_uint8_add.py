# NumPy reduces a uint8 array with a ufunc named add in uint64: without that loop the reduction
# fails with NumPy's message.
import numpy as np
from numba import vectorize
@vectorize(['float64(float64, float64)', 'int64(int64, int64)'])
def add(a, b):
    return a + b
print(add.reduce(np.arange(4, dtype=np.int16)))
add.reduce(np.arange(4, dtype=np.uint8))
# expect: 6
# expect runtime error: TypeError: No loop matching the specified signature and casting was found for ufunc add
