# NumPy 1.24 refuses ragged nested lists without dtype=object.
import numpy as np

np.array([[1, 2], [3]])
# expect runtime error: ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
