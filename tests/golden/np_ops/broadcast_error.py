import numpy as np
a = np.ones(3)
b = np.ones(4)
print("before")
c = a + b
print(c)
# expect: before
# expect runtime error: ValueError: operands could not be broadcast together with shapes (3,) (4,)
