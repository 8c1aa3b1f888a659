# Scalars passed to a cuda ufunc pick the signature whose type matches them exactly first.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); compared with NumPy
import numpy as np
from numba import vectorize

@vectorize(['float32(float32, float32)', 'float64(float64, float64)'], target='cuda')
def add(x, y):
    return x + y

a32 = np.arange(3, dtype=np.float32)
print(add(a32, 1.5).dtype, add(a32.astype(np.float64), np.float32(1.5)).dtype)
print(add(np.float32(1), np.float32(2)).dtype, add(1.0, 2.0).dtype)

# expect: float32 float64
# expect: float32 float64
