# argmax axis: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix([[1, 2], [3, 4]]).argmax(axis=-1))

# expect: before
# expect runtime error: ValueError: unsupported axis
