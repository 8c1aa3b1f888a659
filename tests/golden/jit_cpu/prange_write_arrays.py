# A prange loop that writes rows of a 2-d array, with an inner range loop and a continue:
# 10 rows on 4 threads (chunks of 3, 3, 2, 2).
# env: NUMBA_NUM_THREADS=4
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def fill(a, b):
    for i in prange(a.shape[0]):
        if i == 4:
            continue
        for j in range(a.shape[1]):
            b[i, j] = a[i, j] * 2 + i

x = np.arange(30.0).reshape(10, 3)
y = np.zeros((10, 3))
fill(x, y)
print(y.sum(), y[3], y[4], y[9])
# expect: 915.0 [21. 23. 25.] [0. 0. 0.] [63. 65. 67.]
