import numpy as np
h = np.array([1.5, -2.25, 3.0, 0.1, 7.5], dtype=np.float16)
print(h.prod(), h.max(), h.min(), h.argmax(), h.argmin(), np.ptp(h))
n = np.array([1.0, np.nan, 3.0], dtype=np.float16)
print(n.max(), n.min(), n.argmax(), np.nanmax(n))
print(np.full(20, 1.1, dtype=np.float16).prod())
# expect: -7.594 7.5 -2.25 4 1 9.75
# expect: nan nan 1 3.0
# expect: 6.68
