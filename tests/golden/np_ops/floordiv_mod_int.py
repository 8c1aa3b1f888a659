import numpy as np
a = np.array([7, -7, 7, -7, 0])
b = np.array([2, 2, -2, -2, 3])
print(a // b)
print(a % b)
print(np.fmod(a, b))
print(a // 3, a % 3)
# expect: [ 3 -4 -4  3  0]
# expect: [ 1  1 -1 -1  0]
# expect: [ 1 -1  1 -1  0]
# expect: [ 2 -3  2 -3  0] [1 2 1 2 0]
