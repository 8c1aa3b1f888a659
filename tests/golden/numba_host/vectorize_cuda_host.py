# A target='cuda' ufunc on host arrays returns a host array equal to the NumPy computation.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); compared with NumPy
import numpy as np
from numba import vectorize

@vectorize(['float32(float32, float32)'], target='cuda')
def axpy(x, y):
    return np.float32(2.5) * x + y

x = np.arange(6, dtype=np.float32)
y = np.ones(6, dtype=np.float32)
r = axpy(x, y)
print(isinstance(r, np.ndarray), r.dtype)
print(np.array_equal(r, np.float32(2.5) * x + y))
print(r)

# expect: True float32
# expect: True
# expect: [ 1.   3.5  6.   8.5 11.  13.5]
