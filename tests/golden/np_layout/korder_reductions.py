# Reductions of a permuted array give their kept axes in the input's memory order, cumsum
# along an axis, np.sort and np.zeros_like/ones_like/full_like keep the input's layout, and nansum's
# NaN-replaced copy keeps it too (so its float32 sums add as NumPy's do).
import numpy as np
a = np.arange(24.).reshape(2, 3, 4)
t = a.transpose(1, 0, 2)
print(t.sum(axis=2).strides, t.max(axis=2).strides, t.mean(axis=2).strides, t.sum(axis=0).strides)
print(np.cumsum(t, axis=2).strides, np.zeros_like(t).strides, np.ones_like(t).strides, np.full_like(t, 2).strides, np.sort(t, axis=2).strides)
b = np.random.default_rng(3).random((5, 6, 7)).astype(np.float32).transpose(2, 0, 1)
print(np.nansum(b, axis=(0, 1))[:3], np.nansum(b, axis=(1, 2))[:3], np.nansum(b, axis=2).strides)
# expect: (8, 24) (8, 24) (8, 24) (32, 8)
# expect: (32, 96, 8) (32, 96, 8) (32, 96, 8) (32, 96, 8) (32, 96, 8)
# expect: [17.822884 15.476679 16.77221 ] [14.656665  16.643116  15.6138935] (4, 28)
