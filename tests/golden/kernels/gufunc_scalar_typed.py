# A gufunc core with a scalar argument runs as typed code: int32 * int32 is int64 in Numba's typing (NumPy scalars would wrap first)
import numpy as np
from numba import guvectorize

@guvectorize(['void(int32[:], int32, int32[:])'], '(n),()->(n)')
def scaled(x, a, out):
    for i in range(x.shape[0]):
        out[i] = (x[i] * a) // 7

x = np.array([[100000, 3, -100000], [46341, 46341, 1]], dtype=np.int32)
print(scaled(x, np.array([100000, 100000], dtype=np.int32)))
print(scaled(x, np.array([46341, -3], dtype=np.int32)))

@guvectorize(['void(float32[:], float32, float32[:])'], '(n),()->()')
def dot_scale(v, s, res):
    acc = np.float32(0)
    for i in range(v.shape[0]):
        acc += v[i] * s
    res[0] = acc

v = np.linspace(0, 1, 12, dtype=np.float32).reshape(3, 4)
r = dot_scale(v, np.float32(0.1))
print(r.dtype, r)
# expect: [[ 1428571428       42857 -1428571429]
# expect:  [  662014285   662014285       14285]]
# expect: [[ 662014285      19860 -662014286]
# expect:  [    -19861     -19861         -1]]
# expect: float32 [0.05454546 0.2        0.34545454]
