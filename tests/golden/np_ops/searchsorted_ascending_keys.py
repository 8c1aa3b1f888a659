# searchsorted of keys that ascend into data that is sorted (one merged pass): both sides,
# runs of equal values in data and keys, NaNs last in both, -0.0 against 0.0, infinities,
# keys outside the data, float32/int32/int64, keys that ascend but for one, more data than
# keys, sorter=, and np.histogram2d of sorted samples (its searchsorted of each column).
import numpy as np


def check(s, k, **kw):
    r = np.searchsorted(s, k, **kw)
    return int(r.sum()), int((r.ravel() * np.arange(1, r.size + 1)).sum() % 1000003)


rng = np.random.default_rng(11)
d = np.sort(np.concatenate([rng.normal(size=2000), [0.0, -0.0, np.inf, -np.inf, np.nan, np.nan],
                            np.repeat([0.5, -1.25], 30)]))
k = np.sort(np.concatenate([rng.normal(size=3000) * 1.5, [np.nan] * 3, [np.inf, -np.inf, -0.0, 0.0],
                            np.repeat([0.5, -1.25, 9.0, -9.0], 7)]))
for side in ["left", "right"]:
    print(side, check(d, k, side=side), check(d.astype(np.float32), k.astype(np.float32), side=side))
    print(np.searchsorted(d, k[-12:], side=side), np.searchsorted(d, k[:6], side=side))
    print(check(d, d, side=side), check(d, k[::-1], side=side))
bent = k.copy()
bent[1500] = 100.0
print(check(d, bent), check(d, bent, side="right"))
ints = np.sort(rng.integers(-40, 40, 900))
ik = np.sort(rng.integers(-50, 50, 400))
for side in ["left", "right"]:
    print(side, check(ints, ik, side=side), check(ints.astype(np.int32), ik.astype(np.int32), side=side),
          check(ints, ik.astype(np.float64) + 0.5, side=side))
print(np.searchsorted(np.arange(5.0), np.linspace(-1, 6, 36), side="right"))
print(np.searchsorted(np.array([1.0, 2.0, np.nan]), np.array([np.nan] * 40)))
print(np.searchsorted(np.array([1.0, 2.0, np.nan]), np.array([np.nan] * 40), side="right")[:3])
many = np.sort(rng.random(3000))
print(check(many, np.sort(rng.random(380))), check(many, np.sort(rng.random(180)), side="right"))
u = rng.normal(size=600)
print(check(u, np.sort(u), sorter=np.argsort(u)), check(u, np.sort(u), side="right", sorter=np.argsort(u)))
print(check(u, np.sort(u)))
x = np.sort(rng.random(5000))
y = np.sort(rng.normal(size=5000))
h, ex, ey = np.histogram2d(x, y, bins=7)
print(h)
print(ex[-1], ey[0], ey[-1])
h, ex, ey = np.histogram2d(x, x, bins=[3, 4])
print(h, h.sum())
# expect: left (3166934, 921098) (3166934, 921098)
# expect: [2063 2063 2063 2063 2063 2063 2063 2063 2063 2064 2064 2064] [0 1 1 1 1 1]
# expect: (2132273, 731404) (3166934, 861687)
# expect: right (3167366, 473294) (3167366, 473294)
# expect: [2063 2063 2063 2063 2063 2063 2063 2063 2064 2066 2066 2066] [1 1 1 1 1 1]
# expect: (2136083, 324795) (3167366, 621037)
# expect: (3167970, 476128) (3168402, 28324)
# expect: left (169197, 175691) (169197, 175691) (172698, 915185)
# expect: right (172698, 915185) (172698, 915185) (172698, 915185)
# expect: [0 0 0 0 0 1 1 1 1 1 2 2 2 2 2 3 3 3 3 3 4 4 4 4 4 5 5 5 5 5 5 5 5 5 5 5]
# expect: [2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2
# expect:  2 2 2]
# expect: [3 3 3]
# expect: (544615, 603252) (262410, 460689)
# expect: (179700, 999587) (180300, 179884)
# expect: (301621, 577062)
# expect: [[ 18. 252. 444.   0.   0.   0.   0.]
# expect:  [  0.   0. 681.  43.   0.   0.   0.]
# expect:  [  0.   0.   0. 708.   0.   0.   0.]
# expect:  [  0.   0.   0. 700.   0.   0.   0.]
# expect:  [  0.   0.   0. 605. 106.   0.   0.]
# expect:  [  0.   0.   0.   0. 731.   0.   0.]
# expect:  [  0.   0.   0.   0. 381. 306.  25.]]
# expect: 0.9996138793381069 -3.707887820637163 3.599592526943647
# expect: [[1249.  437.    0.    0.]
# expect:  [   0.  810.  816.    0.]
# expect:  [   0.    0.  429. 1259.]] 5000.0
