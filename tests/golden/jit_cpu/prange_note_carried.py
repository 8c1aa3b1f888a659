# A variable carried from one iteration to the next that is not a reduction: the loop runs on
# one thread, in order, with one note line.
# no-cross-check: Numba rejects it (Use of reduction variable 'x' other than in a supported reduction function)
# env: NUMBA_NUM_THREADS=2
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def horner(a):
    x = 0
    for i in prange(a.shape[0]):
        x = x * 2 + a[i]
    return x

print(horner(np.arange(10)))
# expect: 1013
# expect stderr: weft: note: the prange loop on line 11 of 'horner' runs on one thread: a variable carries a value from one iteration to the next
