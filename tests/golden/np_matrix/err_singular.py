# singular: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix([[0.0, 0], [0, 0]]).I)

# expect: before
# expect runtime error: numpy.linalg.LinAlgError: Singular matrix
