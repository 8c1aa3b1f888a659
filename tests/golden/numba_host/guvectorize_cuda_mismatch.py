# A cuda gufunc reports mismatched core dimensions with Numba's own message.
# no-cross-check: Numba's CUDA simulator cannot build guvectorize(target='cuda'); message from numba/np/ufunc/deviceufunc.py
import numpy as np
from numba import guvectorize

@guvectorize(['void(float32[:], float32[:], float32[:])'], '(n),(n)->()', target='cuda')
def dot(a, b, out):
    acc = 0
    for i in range(a.shape[0]):
        acc += a[i] * b[i]
    out[0] = acc

print(dot(np.ones(3, dtype=np.float32), np.ones(3, dtype=np.float32)))
print(dot(np.ones(3, dtype=np.float32), np.ones(4, dtype=np.float32)))
# expect: 3.0
# expect runtime error: ValueError: arg #2: shape[0] mismatch argument
