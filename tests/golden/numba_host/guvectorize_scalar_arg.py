# A '()' input declared as a scalar type is passed as a scalar and broadcast over the batch.
import numpy as np
from numba import guvectorize, int64

@guvectorize([(int64[:], int64, int64[:])], '(n),()->(n)')
def gadd(x, y, res):
    for i in range(x.shape[0]):
        res[i] = x[i] + y

print(gadd(np.arange(6).reshape(2, 3), 10))
print(gadd(np.arange(3), np.array([1, 2])))

# expect: [[10 11 12]
# expect:  [13 14 15]]
# expect: [[1 2 3]
# expect:  [2 3 4]]
