import numpy as np
print(np.array([65504, 1], dtype=np.float16))
print(np.array([1e-5, 1, 100], dtype=np.float16))
print(np.array([np.nan, np.inf, -np.inf, 1.5], dtype=np.float16))
# expect: [6.55e+04 1.00e+00]
# expect: [1.e-05 1.e+00 1.e+02]
# expect: [ nan  inf -inf  1.5]
