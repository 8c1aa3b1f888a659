# A cuda gufunc loops over the largest outer shape; other inputs must match it or be (1,) or ().
# no-cross-check: Numba's CUDA simulator cannot build guvectorize(target='cuda'); rule and message from numba/np/ufunc/deviceufunc.py
import numpy as np
from numba import guvectorize
@guvectorize(['void(float32[:], float32[:], float32[:])'], '(n),(n)->()', target='cuda')
def dot(a, b, out):
    acc = 0
    for i in range(a.shape[0]):
        acc += a[i] * b[i]
    out[0] = acc
a = np.ones((2, 3, 4), dtype=np.float32)
print(dot(a, np.ones(4, dtype=np.float32)).shape)
print(dot(a, np.ones((1, 4), dtype=np.float32)).shape)
print(dot(a, np.ones((3, 4), dtype=np.float32)).shape)

# expect: (2, 3)
# expect: (2, 3)
# expect runtime error: ValueError: arg #2: outer dimension mismatch
