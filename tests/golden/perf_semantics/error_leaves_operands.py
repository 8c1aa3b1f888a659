# A shape mismatch between a temporary and another operand raises NumPy's error and changes
# nothing.
import numpy as np

a = np.arange(3.0)
b = np.arange(4.0)
print(a, b)
r = (a * 2.0) + b
# expect: [0. 1. 2.] [0. 1. 2. 3.]
# expect runtime error: ValueError: operands could not be broadcast together with shapes (3,) (4,) 
