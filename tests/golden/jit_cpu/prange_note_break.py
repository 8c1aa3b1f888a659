# A prange loop left by break cannot be cut into chunks: it runs on one thread, compiled, with
# one note line (Numba warns too: no transformation for parallel execution was possible).
# env: NUMBA_NUM_THREADS=2
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def until_big(a):
    s = 0
    for i in prange(a.shape[0]):
        if a[i] > 5:
            break
        s += a[i]
    return s

print(until_big(np.arange(10)))
# expect: 15
# expect stderr: weft: note: the prange loop on line 10 of 'until_big' runs on one thread: a break leaves it
