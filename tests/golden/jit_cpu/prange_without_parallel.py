# prange without parallel=True is range, as in Numba: one thread, no note.
# env: NUMBA_NUM_THREADS=4 WEFT_JIT_LOG=1
import numpy as np
from numba import njit, prange

@njit
def total(a):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i]
    return s

print(total(np.arange(100)))
# expect: 4950
# expect stderr: weft: @jit function 'total' (total__a1Ci8): native code
