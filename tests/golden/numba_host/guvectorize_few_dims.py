# An input with fewer dimensions than its core needs is NumPy's ValueError.
import numpy as np
from numba import guvectorize

@guvectorize(['void(float64[:,:], float64[:])'], '(m,n)->(m)')
def rowmax(a, out):
    for i in range(a.shape[0]):
        out[i] = a[i, 0]

print(rowmax(np.ones(3)))

# expect runtime error: ValueError: rowmax: Input operand 0 does not have enough dimensions (has 1, gufunc core with signature (m,n)->(m) requires 2)
