import numpy as np
np.array([['a'], ['b', 'c']])
# expect runtime error: ValueError: setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
