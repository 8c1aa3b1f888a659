# target='parallel' splits a large gufunc batch over threads; every core equals target='cpu'
import numpy as np
from numba import guvectorize

def dot(a, w, out):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i] * w[i]
    out[0] = s

sig = ['void(float64[:], float64[:], float64[:])']
cpu = guvectorize(sig, '(n),(n)->()', target='cpu')(dot)
par = guvectorize(sig, '(n),(n)->()', target='parallel')(dot)
a = np.linspace(-1.0, 1.0, 5001 * 16).reshape(5001, 16)
w = np.arange(16.0) - 7.5
r1 = cpu(a, w)
r2 = par(a, w)
print(r2.shape, np.array_equal(r1, r2))
print(r2[0], r2[2500], r2[-1])

def cumsum(x, out):
    acc = 0
    for i in range(x.shape[0]):
        acc += x[i]
        out[i] = acc

isig = ['void(int64[:], int64[:])']
icpu = guvectorize(isig, '(n)->(n)', target='cpu')(cumsum)
ipar = guvectorize(isig, '(n)->(n)', target='parallel')(cumsum)
x = (np.arange(3000 * 7, dtype=np.int64) * 7919 % 1000).reshape(3000, 7)
o1 = icpu(x)
o2 = ipar(x)
print(np.array_equal(o1, o2), o2[:, -1].sum(), o2[1234])
# expect: (5001,) True
# expect: 0.008498406548775428 0.00849840654877343 0.008498406548771875
# expect: True 10489500 [ 322  563  723  802 1800 2717 3553]
