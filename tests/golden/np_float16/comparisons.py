import numpy as np
a = np.array([0.1, 0.2, np.nan, 65504], dtype=np.float16)
print(a > 0.15, a == np.float16(0.1), a == 0.1, a != a)
print(np.maximum(a, 0.15), np.isnan(a), np.isfinite(a * 2))
print(np.float16(0.1) == 0.1, np.float16(0.5) == 0.5, np.float16(0.5) < 1, np.float16(1) == 1)
# expect: [False  True False  True] [ True False False False] [ True False False False] [False False  True False]
# expect: [1.50e-01 2.00e-01      nan 6.55e+04] [False False  True False] [ True  True False False]
# expect: False True True True
