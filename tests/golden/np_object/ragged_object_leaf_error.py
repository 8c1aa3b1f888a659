# Ragged input whose leaves would make an object array is refused the same way.
import numpy as np

np.array([[1, None], [2]])
# expect runtime error: ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
