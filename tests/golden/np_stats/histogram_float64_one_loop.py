# np.histogram of float64 data with counted bins (one loop: select, (x - first) * norm, the
# edge corrections) counts as NumPy's: values on every edge, NaN and out-of-range values left
# out, subnormals, int and float ranges, a tiny range; float32/int data and weights as before.
import numpy as np

rng = np.random.default_rng(4)
a = rng.standard_normal(70001)
edge = np.linspace(-1, 1, 11)
b = np.concatenate([a, edge, edge, [np.nan, 5.0, -5.0, 1e-320, -0.0]])
cases = [(b, {"bins": 10, "range": (-1, 1)}), (a, {"bins": 50}), (b, {"bins": 7, "range": (-1.0, 1.0)}),
         (b, {"bins": 3, "range": (np.float64(-0.3), np.float64(0.7))}), (a[::3], {"bins": 13}),
         (np.full(5, 2.0), {"bins": 4}), (a, {"bins": 20, "range": (0, 3)}),
         (np.array([0.1, 0.2, 0.3] * 7), {"bins": 3}), (a, {"bins": 100, "range": (-1e-300, 1e-300)}),
         (a.astype(np.float32), {"bins": 9}), ((a * 10).astype(np.int64), {"bins": 6}),
         (a, {"bins": 4, "weights": np.full(a.shape, 0.5)})]
for x, kw in cases:
    n, e = np.histogram(x, **kw)
    print(n.dtype, n.tolist() if len(n) <= 13 else (n.sum(), (n * np.arange(1, len(n) + 1)).sum()))

# expect: int64 [3692, 4357, 4964, 5266, 5456, 5555, 5310, 4860, 4535, 3714]
# expect: int64 (70001, 1777179)
# expect: int64 [5517, 6790, 7533, 7880, 7631, 6805, 5553]
# expect: int64 [9067, 9073, 8084]
# expect: int64 [8, 51, 295, 930, 2423, 4173, 5262, 4876, 3113, 1535, 522, 125, 21]
# expect: int64 [0, 0, 5, 0]
# expect: int64 (35065, 203352)
# expect: int64 [7, 7, 7]
# expect: int64 (0, 0)
# expect: int64 [52, 815, 5437, 17035, 24253, 16506, 5151, 713, 39]
# expect: int64 [229, 5379, 26507, 32200, 5456, 230]
# expect: float64 [773.5, 16956.0, 16588.5, 682.5]
