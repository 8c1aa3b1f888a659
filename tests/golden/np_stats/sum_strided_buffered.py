# A float sum over a non-contiguous block adds as NumPy's buffered iterator does: the block
# copied out in memory order 8192 elements at a time, each buffer summed pairwise; so a
# strided view sums to the bits of its contiguous copy (row-by-row pairwise sums differ in
# the last digits of float32).
import numpy as np
x = (np.arange(1_000_000, dtype=np.float64) * 0.6180339887 % 1.0).astype(np.float32)
m = x[:999999].reshape(999, 1001)
for v in [m[::2], m[:, :500], m[::-1], m[:, ::-1], m[:, ::2], m.T[::2]]:
    print(v.sum() == np.ascontiguousarray(v).sum() or v.sum() == np.ascontiguousarray(v.T).sum(), v.sum())
a3 = x[:999000].reshape(100, 90, 111)
print(a3[:, :, ::2].sum(axis=(1, 2))[:3], a3[:, :, :50].sum(axis=(1, 2))[:3], a3[:, :, ::2].mean())
y = x.astype(np.float64)[:999999].reshape(999, 1001)
print(repr(y[::2].sum()), repr(y[:, :500].sum()))
# expect: True 250249.16
# expect: True 249753.55
# expect: True 499998.7
# expect: True 499998.66
# expect: True 250258.78
# expect: True 250258.78
# expect: [2517.613  2518.7305 2518.8481] [2251.2395 2247.2017 2245.1636] 0.4999954
# expect: 250249.16366534276 249753.5200646416
