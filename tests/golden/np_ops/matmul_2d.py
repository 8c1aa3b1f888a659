import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
print(a @ b)
print(np.matmul(a, b).dtype)
print(np.ones((2, 2)) @ np.array([[1.5, 2.0], [0.5, 4.0]]))
# expect: [[20 23 26 29]
# expect:  [56 68 80 92]]
# expect: int64
# expect: [[2. 6.]
# expect:  [2. 6.]]
