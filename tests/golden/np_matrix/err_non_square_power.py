# non-square power: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix([[1, 2, 3]]) ** 2)

# expect: before
# expect runtime error: numpy.linalg.LinAlgError: Last 2 dimensions of the array must be square
