# An index out of bounds in a prange loop on 4 threads: the error is the one the serial loop
# meets first (chunk order), with NumPy's message.
# no-cross-check: Numba reads past the end of the array (no bounds checks in @njit code)
# env: NUMBA_NUM_THREADS=4
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def total(a, n):
    s = 0.0
    for i in prange(n):
        s += a[i]
    return s

a = np.ones(10)
print(total(a, 10))
print(total(a, 20))
# expect: 10.0
# expect runtime error: IndexError: index 10 is out of bounds for axis 0 with size 10
