# 3d list: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix([[[1, 2]]]))

# expect: before
# expect runtime error: ValueError: matrix must be 2-dimensional
