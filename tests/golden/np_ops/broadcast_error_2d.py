import numpy as np
a = np.zeros((2, 3))
b = np.zeros((3, 2))
print(a.shape, b.shape)
print(a * b)
# expect: (2, 3) (3, 2)
# expect runtime error: ValueError: operands could not be broadcast together with shapes (2,3) (3,2)
