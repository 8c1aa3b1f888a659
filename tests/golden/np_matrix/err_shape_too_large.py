# shape too large: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix(np.zeros((2, 2, 2))))

# expect: before
# expect runtime error: ValueError: shape too large to be a matrix.
