import numpy as np
print(np.array([65519, 65520, -65520, 1e10], dtype=np.float64).astype(np.float16))
print(np.float16(65519), np.float16(65520))
print(np.array([1e6], dtype=np.float32).astype(np.float16))
# expect: [65504.    inf   -inf    inf]
# expect: 65500.0 inf
# expect: [inf]
