# A target='cuda' gufunc on host and device arrays, against NumPy.
# no-cross-check: Numba's CUDA simulator cannot build guvectorize(target='cuda'); compared with NumPy
import numpy as np
from numba import cuda, guvectorize

@guvectorize(['void(float32[:], float32[:], float32[:])'], '(n),(n)->()', target='cuda')
def dot(a, b, out):
    acc = 0
    for i in range(a.shape[0]):
        acc += a[i] * b[i]
    out[0] = acc

a = np.arange(12, dtype=np.float32).reshape(3, 4)
b = np.ones(4, dtype=np.float32)
r = dot(a, b)
print(r, r.dtype, np.array_equal(r, a @ b))
d = dot(cuda.to_device(a), cuda.to_device(b))
print(repr(d)[:46], d.copy_to_host())

# expect: [ 6. 22. 38.] float32 True
# expect: array([ 6., 22., 38.], dtype=float32) [ 6. 22. 38.]
