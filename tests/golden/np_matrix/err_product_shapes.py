# product shapes: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix([[1.0, 2], [3, 4]]) * np.matrix([[1, 2, 3]]))

# expect: before
# expect runtime error: ValueError: shapes (2,2) and (1,3) not aligned: 2 (dim 1) != 1 (dim 0)
