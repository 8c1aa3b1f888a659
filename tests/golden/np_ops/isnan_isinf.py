import numpy as np
x = np.array([1.0, np.nan, np.inf, -np.inf, 0.0])
print(np.isnan(x))
print(np.isinf(x))
print(np.isfinite(x))
print(np.isnan(np.array([1, 2])))
# expect: [False  True False False False]
# expect: [False False  True  True False]
# expect: [ True False False False  True]
# expect: [False False]
