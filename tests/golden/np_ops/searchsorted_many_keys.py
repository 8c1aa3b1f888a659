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
