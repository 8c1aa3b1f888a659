# prange with a step other than 1, here -3 from the end: 4 iterations on 4 threads.
# no-cross-check: Numba 0.56 takes only a constant step of 1 in prange (UnsupportedRewriteError)
# env: NUMBA_NUM_THREADS=4
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def backwards(out):
    for i in prange(out.shape[0] - 1, -1, -3):
        out[i] = i * i

z = np.zeros(10, dtype=np.int64)
backwards(z)
print(z)
# expect: [ 0  0  0  9  0  0 36  0  0 81]
