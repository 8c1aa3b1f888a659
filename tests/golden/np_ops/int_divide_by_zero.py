import numpy as np
a = np.array([5, -3, 0, 8])
b = np.array([0, 2, 0, 0])
print(a // b)
print(a % b)
# expect: [ 0 -2  0  0]
# expect: [0 1 0 0]
