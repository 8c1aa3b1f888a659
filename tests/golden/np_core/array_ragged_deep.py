# Raggedness deeper down reports the detected shape.
import numpy as np

a = np.array([[1, 2], [3, [4]]])

# expect runtime error: ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 2 dimensions. The detected shape was (2, 2) + inhomogeneous part.
