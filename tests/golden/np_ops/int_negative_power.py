import numpy as np
a = np.array([2, 3, 4])
print(a ** 2)
print(a ** np.array([1, -1, 2]))
# expect: [ 4  9 16]
# expect runtime error: ValueError: Integers to negative integer powers are not allowed.
