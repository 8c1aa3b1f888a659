# @vectorize / @guvectorize: target='cpu' against target='parallel' (threads over the online
# cores) on the same large inputs; prints whether the results are identical and the speed-up.
import time
import numpy as np
from numba import vectorize, guvectorize

def poly(x, y):
    s = 0.0
    for k in range(20):
        s = s * 0.5 + x * y - k
    return s

def dot(a, w, out):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i] * w[i]
    out[0] = s

def best(f, args):
    t = 1e9
    for _ in range(3):
        t0 = time.perf_counter()
        r = f(args[0], args[1])
        t = min(t, time.perf_counter() - t0)
    return r, t

vsig = ['float64(float64, float64)']
gsig = ['void(float64[:], float64[:], float64[:])']
x = np.linspace(-3.0, 7.0, 2000000)
y = np.cos(x)
a = np.linspace(-1.0, 1.0, 20000 * 64).reshape(20000, 64)
w = np.sin(np.arange(64.0))
for name, dec, args in (('vectorize 2e6 elements', lambda t: vectorize(vsig, target=t)(poly), (x, y)),
                        ('guvectorize 20000 cores of 64', lambda t: guvectorize(gsig, '(n),(n)->()', target=t)(dot), (a, w))):
    r1, t1 = best(dec('cpu'), args)
    r2, t2 = best(dec('parallel'), args)
    print(f"{name}: cpu {t1 * 1e3:.1f} ms, parallel {t2 * 1e3:.1f} ms, speed-up {t1 / t2:.2f}x, identical {np.array_equal(r1, r2)}")
