# np.isinf(-inf) is True stored as 1 (glibc's isinf answers -1 for -inf): sums and views of the
# mask count it once.
import numpy as np
a = np.array([1.0, -np.inf, np.inf, np.nan, -np.inf])
m = np.isinf(a)
print(m, m.sum(), m.view(np.uint8))
# expect: [False  True  True False  True] 3 [0 1 1 0 1]
f = a.astype(np.float32)
print(np.isinf(f).sum(), np.isnan(f).view(np.uint8), np.isfinite(f).astype(int))
# expect: 3 [0 0 0 1 0] [1 0 0 0 0]
