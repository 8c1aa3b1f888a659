# Float atomic max/min with NaN: max keeps a stored NaN and ignores a new one; nanmax skips NaNs.
import numpy as np
from numba import cuda

@cuda.jit
def k(vals, r):
    i = cuda.grid(1)
    if i < vals.shape[0]:
        cuda.atomic.max(r, 0, vals[i])
        cuda.atomic.min(r, 1, vals[i])
        cuda.atomic.nanmax(r, 2, vals[i])
        cuda.atomic.nanmin(r, 3, vals[i])

vals = np.array([3.0, np.nan, 7.0, -2.0], dtype=np.float64)
r = np.array([0.0, 0.0, np.nan, np.nan])
k[1, 4](vals, r)
print(r)
# expect: [ 7. -2.  7. -2.]
