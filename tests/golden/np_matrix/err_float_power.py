# float power: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix([[1.0, 2], [3, 4]]) ** 1.5)

# expect: before
# expect runtime error: TypeError: exponent must be an integer
