import numpy as np
a = np.array([1, 2, 3, 4])
b = np.array([2, 2, 2, 2])
c = a / b
print(c)
print(c.dtype)
print(np.array([7], dtype=np.int32) / 2)
# expect: [0.5 1.  1.5 2. ]
# expect: float64
# expect: [3.5]
