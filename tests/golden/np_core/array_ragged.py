# Ragged nested lists are a ValueError in NumPy 1.24.
import numpy as np

print(np.array([[1, 2], [3, 4]]).shape)
a = np.array([[1, 2], [3]])

# expect: (2, 2)
# expect runtime error: ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
