# Passing the output array explicitly fills it in place.
import numpy as np
from numba import guvectorize

@guvectorize(['void(int64[:], int64, int64[:])'], '(n),()->(n)')
def gadd(x, y, res):
    for i in range(x.shape[0]):
        res[i] = x[i] + y

o = np.zeros(3, dtype=np.int64)
gadd(np.arange(3), 5, o)
print(o)

# expect: [5 6 7]
