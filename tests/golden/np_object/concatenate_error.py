# Shapes that do not line up: NumPy's ValueError.
import numpy as np

b = np.array([[1, 2], [3, 4]], dtype=object)
np.concatenate([b, np.zeros((2, 3))], axis=0)
# expect runtime error: ValueError: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 2 and the array at index 1 has size 3
