import numpy as np
a = np.array([1, 6, 12, -8])
print(a & 5, a | 3, a ^ 7)
print(a << 2)
print(a >> 1)
print(~a)
print(np.left_shift(np.array([1], dtype=np.uint8), 3))
# expect: [1 4 4 0] [ 3  7 15 -5] [ 6  1 11 -1]
# expect: [  4  24  48 -32]
# expect: [ 0  3  6 -4]
# expect: [ -2  -7 -13   7]
# expect: [8]
