# parallel, nogil and fastmath are accepted; prange runs as range; np.empty_like allocates (the
# interpreter tier runs what the typer does not compile; Numba compiles it silently).
import numpy as np
from numba import jit, prange

@jit(nopython=True, parallel=True, nogil=True, fastmath=True)
def scale(a, s):
    out = np.empty_like(a)
    for i in prange(a.shape[0]):
        out[i] = a[i] * s
    return out

print(scale(np.arange(8.0), 0.5))
# expect: [0.  0.5 1.  1.5 2.  2.5 3.  3.5]
