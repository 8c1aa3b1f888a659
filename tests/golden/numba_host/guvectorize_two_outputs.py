# A gufunc with two outputs returns a tuple; without batch dimensions its results are scalars.
import numpy as np
from numba import guvectorize
@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n)->(),()')
def minmax(x, lo, hi):
    lo[0] = x[0]
    hi[0] = x[0]
    for i in range(1, x.shape[0]):
        if x[i] < lo[0]:
            lo[0] = x[i]
        if x[i] > hi[0]:
            hi[0] = x[i]
a, b = minmax(np.array([[3.0, 1.0, 2.0], [5.0, 9.0, 7.0]]))
print(a, b)
r = minmax(np.array([4.0, 2.0]))
print(r)

# expect: [1. 5.] [3. 9.]
# expect: (2.0, 4.0)
