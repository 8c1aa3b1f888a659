# A variable set in a prange loop and read after it: the loop runs on one thread, so the value
# is the last iteration's, with one note line.
# no-cross-check: Numba 0.56 fails in lowering (AssertionError) on this loop
# env: NUMBA_NUM_THREADS=2
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def last(a):
    v = 0
    for i in prange(a.shape[0]):
        v = a[i] * 3
    return v

print(last(np.arange(10)))
# expect: 27
# expect stderr: weft: note: the prange loop on line 11 of 'last' runs on one thread: a variable it sets is used after the loop
