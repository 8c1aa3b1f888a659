import numpy as np
a = np.arange(6, dtype=np.float32).reshape(2, 3) * np.float32(0.5)
b = np.ones((3, 2), dtype=np.float32)
c = a @ b
print(c, c.dtype)
print((a @ np.ones((3, 2))).dtype)
print(np.dot(np.array([True, False]), np.array([True, True])))
# expect: [[1.5 1.5]
# expect:  [6.  6. ]] float32
# expect: float64
# expect: True
