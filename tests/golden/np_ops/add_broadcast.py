import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.array([10, 20, 30])
print(a + b)
print(a * np.array([[2], [3]]))
print((a - 1.5).dtype)
# expect: [[10 21 32]
# expect:  [13 24 35]]
# expect: [[ 0  2  4]
# expect:  [ 9 12 15]]
# expect: float64
