# Values the simulator tracks as the same in every lane of a warp (constants, loop counters,
# shapes) stop being so once some lanes change them: the results below depend on it.
import numpy as np
from numba import cuda


@cuda.jit
def mixed(a, out):
    i = cuda.grid(1)
    j = 0
    if i % 3 == 0:
        j = 1
    s = 2 + j
    t = 0
    for k in range(8):
        if k > i % 5:
            break
        t += a[k] * 100
    n = a.shape[0]
    if i % 2 == 1:
        n = n + 1
    out[i] = a[j] * 1000 + s + t + n


a = np.arange(1, 9, dtype=np.int64)
out = np.zeros(64, dtype=np.int64)
mixed[2, 32](a, out)
print(out[:12].tolist())
print(int(out.sum()))
# expect: [2111, 1311, 1610, 3012, 2510, 1111, 2311, 1611, 2010, 3512, 1110, 1311]
# expect: 130694
