# searchsorted of many keys (the lock-step search on data checked to be sorted): both sides,
# NaNs last in data and keys, -0.0 equal to 0.0, infinities, runs of equal values, every
# typed dtype, sorter=, keys of any shape, and data that is not sorted (NumPy's own answers).
import numpy as np


def check(s, k, **kw):
    r = np.searchsorted(s, k, **kw)
    return int(r.sum()), int((r.ravel() * np.arange(1, r.size + 1)).sum() % 1000003)


rng = np.random.default_rng(5)
d = np.sort(np.concatenate([rng.normal(size=3000), [0.0, -0.0, 0.0, np.inf, -np.inf],
                            [np.nan] * 4, np.repeat([1.5, -2.0], 50)]))
keys = np.concatenate([rng.normal(size=997), [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.5, -2.0]])
for side in ["left", "right"]:
    print(side, check(d, keys, side=side), check(d.astype(np.float32), keys.astype(np.float32), side=side))
    print(np.searchsorted(d, keys[-40:], side=side))
ints = np.sort(rng.integers(-50, 50, 2000))
ik = rng.integers(-60, 60, 333)
for side in ["left", "right"]:
    print(side, check(ints, ik, side=side), check(ints.astype(np.int32), ik.astype(np.int32), side=side),
          check(ints.astype(np.int32), ik, side=side))
print(np.searchsorted(np.array([7]), np.arange(40) % 9), np.searchsorted(np.array([np.nan]), np.arange(33.0)))
print(np.searchsorted(np.arange(10), np.arange(64).reshape(4, 16) - 20, side="right")[1:3])
u = rng.normal(size=500)
order = np.argsort(u)
print(check(u, keys), check(u, keys, side="right"), check(u, keys, sorter=order), check(u, keys, side="right", sorter=order))
bent = np.sort(u)
bent[-1] = -10.0
print(check(bent, keys), check(bent, keys, side="right"))
big = np.sort(rng.random(100000))
print(check(big, rng.random(40)), check(big, rng.random(5000), side="right"))
print(np.searchsorted(np.array([], dtype=np.float64), np.arange(40.0)).sum())

# expect: left (1586715, 574311) (1586715, 574311)
# expect: [2737  303  492 1470  271 2923 1861 2078 1026 2162  855 2813 2804  842
# expect:   686  287  304 2800 2479 2953 2242 2571 2403 1099 1942 2632 1881  659
# expect:   647 3102  738  932 1785 3105 3104    0 1507 1507 2850   62]
# expect: right (1586827, 686661) (1586827, 686661)
# expect: [2737  303  492 1470  271 2923 1861 2078 1026 2162  855 2813 2804  842
# expect:   686  287  304 2800 2479 2953 2242 2571 2403 1099 1942 2632 1881  659
# expect:   647 3102  738  932 1785 3109 3105    1 1510 1510 2900  112]
# expect: left (307534, 8905) (307534, 8905) (307534, 8905)
# expect: right (312871, 910638) (312871, 910638) (312871, 910638)
# expect: [0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 1 0
# expect:  0 0 0] [0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0]
# expect: [[ 0  0  0  0  1  2  3  4  5  6  7  8  9 10 10 10]
# expect:  [10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10]]
# expect: (247644, 945173) (247986, 287854) (266471, 604945) (266471, 604945)
# expect: (266478, 609411) (266478, 609411)
# expect: (2053810, 371193) (246508750, 815321)
# expect: 0
