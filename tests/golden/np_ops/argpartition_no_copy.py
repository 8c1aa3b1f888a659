# np.argpartition reads a C-contiguous row where it lies (no copy): the indices are NumPy's
# for every axis spelling, kth lists and negative kth, NaNs and ties, float16/float32/int32/
# int64/bool/longdouble rows, views that are not contiguous, lists, and the input unchanged.
import numpy as np

rng = np.random.default_rng(3)
a = np.round(rng.normal(size=200), 1)
a[[5, 17, 90]] = np.nan
a[[3, 4]] = -0.0
keep = a.copy()
for kth in [100, -1, 0, [10, 50, -20], [199], [1, 2, 3]]:
    r = np.argpartition(a, kth)
    print(kth, r[:12], r[-6:], int((r * np.arange(200)).sum()))
print(np.array_equal(a, keep, equal_nan=True))
m = rng.integers(0, 9, (6, 40))
m2 = m.copy()
for ax in [-1, 1, 0, None]:
    r = np.argpartition(m, 3, axis=ax)
    print(ax, r.shape, int((r.ravel() * np.arange(r.size)).sum()), r.ravel()[:10])
print(np.array_equal(m, m2), m.argpartition([2, -3])[2, :12])
for dt in [np.float16, np.float32, np.int32, np.bool_, np.longdouble]:
    x = (rng.random(90) * 20).astype(dt)
    y = x.copy()
    r = np.argpartition(x, [7, 45])
    print(dt.__name__, r[:10], int((r * np.arange(90)).sum()), np.array_equal(x, y))
v = rng.random(300)[::3]
print(np.argpartition(v, 50)[:10], np.argpartition(m.T, 2)[:3])
print(np.argpartition([3, 1, 2, 1, 3, 0, 2] * 9, 30)[:14])
print(np.argpartition(np.array([], dtype=np.float64), 0), np.argpartition(np.ones((3, 0)), 0, axis=0).shape)
# expect: 100 [ 43 166 131 140 121 120   6 119   8 145 116 112] [ 18  17   9 197   5   0] 1977672
# expect: -1 [ 0  1  2  3  4  5  6  7  8  9 10 11] [194 195 196 197 198  90] 2634819
# expect: 0 [36  1  2  3  4  5  6  7  8  9 10 11] [194 195 196 197 198 199] 2645404
# expect: [10, 50, -20] [ 68 116   1  36  57 166  64 112   6  95  39  79] [109  17   9  90   5 179] 1998334
# expect: [199] [ 0  1  2  3  4  5  6  7  8  9 10 11] [194 195 196 197 198  90] 2634819
# expect: [1, 2, 3] [ 36   1  57 116   4   5   6   7   8   9  10  11] [194 195 196 197 198 199] 2629610
# expect: True
# expect: -1 (6, 40) 554779 [13  6 24 18 10 21 35 23 26  9]
# expect: 1 (6, 40) 554779 [13  6 24 18 10 21 35 23 26  9]
# expect: 0 (6, 40) 71860 [1 3 0 3 4 2 0 3 4 4]
# expect: None (240,) 3371424 [153 144  40 164 172  24  43 109 209  68]
# expect: True [29 36  4 19 39 38 37 35 32 30 28 27]
# expect: float16 [ 4 56 57 10 35 29 70 69 28 54] 182428 True
# expect: float32 [45 35 48 17 58 61 53 33  8 81] 180947 True
# expect: int32 [32 44 41 35 89 27 34  4 43 83] 170657 True
# expect: bool_ [61 63 59 60 57 62 64 56 65 58] 135017 True
# expect: float128 [73 85 50 59 16 11 25 80 26 65] 184019 True
# expect: [46 57 58 96  4 95  6  7 59 50] [[1 0 2 3 4 5]
# expect:  [5 4 3 2 1 0]
# expect:  [0 2 4 3 1 5]]
# expect: [19 33 61  1 38  5 29 40 26 43 24 54 12 22]
# expect: [] (3, 0)
